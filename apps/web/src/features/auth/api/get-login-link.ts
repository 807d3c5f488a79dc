import { getLoginLink } from '@inroad/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestLoginLink(email: string) {
  // The spec logs a failed link request and shows nothing, so the global error notice is off here.
  return apiRequest(getLoginLink, { query: { email }, notify: false });
}

export function useRequestLoginLink() {
  return useMutation({
    mutationFn: requestLoginLink,
    onError: (error) => console.error('Login link request failed', error),
  });
}
