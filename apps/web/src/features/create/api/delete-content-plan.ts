import { deleteContentPlan } from '@inroad/contracts/content-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isExplainedRefusal, reportFailure } from './explained-refusal.ts';

export function removeContentPlan(id: number) {
  return apiRequest(deleteContentPlan, { body: { id }, notify: (error) => !isExplainedRefusal(error) });
}

export function useDeleteContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContentPlan,
    // The plan's topics, ideas, answers and variants go with it; the queue lists its answers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => reportFailure(cause, 'Plan not deleted', 'Could not delete the content plan'),
  });
}
