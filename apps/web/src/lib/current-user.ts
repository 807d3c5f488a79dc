import { getUserSettings } from '@inroad/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The signed-in user's settings. Its success is the authentication state (the session cookie is HttpOnly),
 * so the shell, the login page and the settings screen share this one query.
 */
export const currentUserQueryKey = ['user', 'settings'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    // Failure is handled by the caller (redirect to /login), not by the global error notification.
    queryFn: ({ signal }) => apiRequest(getUserSettings, { notify: false, redirectOnUnauthorized: false, signal }),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
