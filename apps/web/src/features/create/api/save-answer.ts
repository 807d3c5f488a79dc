import { type SaveAnswerBody, saveAnswer as saveAnswerEndpoint } from '@inroad/contracts/create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { publicationsQueryKey } from './publications.ts';

export function saveAnswer(body: SaveAnswerBody) {
  return apiRequest(saveAnswerEndpoint, { body });
}

/** Saves the chosen draft with its schedule: a new answer of the idea, or a new variant of an answer. */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    // A scheduled post has a publication from now on: the queue follows it at once rather than at its next look.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['create'] }),
        queryClient.invalidateQueries({ queryKey: publicationsQueryKey }),
      ]),
    onError: (cause) => console.error('Could not save the post', cause),
  });
}
