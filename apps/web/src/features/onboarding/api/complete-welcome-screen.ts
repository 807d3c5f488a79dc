import { completeWelcomeScreen } from '@inroad/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

export function sendWelcomeComplete() {
  return apiRequest(completeWelcomeScreen);
}

export function useCompleteWelcomeScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWelcomeComplete,
    onSuccess: (settings) => queryClient.setQueryData(currentUserQueryKey, settings),
  });
}
