import { deleteContentPlan } from '@inroad/contracts/content-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeContentPlan(id: number) {
  return apiRequest(deleteContentPlan, { body: { id } });
}

export function useDeleteContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContentPlan,
    // The plan's topics, ideas, answers and variants go with it; the queue lists its answers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => console.error('Could not delete the content plan', cause),
  });
}
