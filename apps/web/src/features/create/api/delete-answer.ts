import { deleteAnswer } from '@inroad/contracts/create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isExplainedRefusal, reportFailure } from './explained-refusal.ts';

export function removeAnswer(id: number) {
  return apiRequest(deleteAnswer, { body: { id }, notify: (error) => !isExplainedRefusal(error) });
}

/** An answer is listed under its idea and in the queue, with its variants: all of them are refetched. */
export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => reportFailure(cause, 'Post not deleted', 'Could not delete the post'),
  });
}
