import { deleteAnswer } from '@inroad/contracts/create';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** A refusal whose reason the user should read (a post being published right now), not the generic alert. */
const isExplainedRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.serverMessage !== undefined;

export function removeAnswer(id: number) {
  return apiRequest(deleteAnswer, { body: { id }, notify: (error) => !isExplainedRefusal(error) });
}

/** An answer is listed under its idea and in the queue, with its variants: all of them are refetched. */
export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => {
      if (isExplainedRefusal(cause)) {
        notifications.show({ color: 'red', title: 'Post not deleted', message: cause.serverMessage });
      } else console.error('Could not delete the post', cause);
    },
  });
}
