import { deleteAnswer } from '@inroad/contracts/create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function removeAnswer(id: number) {
  return apiRequest(deleteAnswer, { body: { id } });
}

/** An answer is listed under its idea and in the queue, with its variants: all of them are refetched. */
export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => console.error('Could not delete the post', cause),
  });
}
