import { type OnboardingDataInput, submitOnboarding } from '@inroad/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

export function sendOnboarding(body: OnboardingDataInput) {
  // A failed submit is only logged (spec engage.md §8): the wizard stays on its last step for another try.
  return apiRequest(submitOnboarding, { body, notify: false });
}

export function useSubmitOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    onError: (error) => console.error('Onboarding submit failed', error),
  });
}
