import { type CreateContentPlanBody, createContentPlan } from '@inroad/contracts/content-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contentPlansQueryKey } from './get-content-plans.ts';

export function postContentPlan(body: CreateContentPlanBody) {
  return apiRequest(createContentPlan, { body });
}

/** Plan creation failures are logged; the client's notice covers what the user sees (spec §8). */
export function useCreateContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postContentPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentPlansQueryKey }),
    onError: (cause) => console.error('Could not create the content plan', cause),
  });
}
