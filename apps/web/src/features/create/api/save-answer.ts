import { type SaveAnswerBody, saveAnswer as saveAnswerEndpoint } from '@inroad/contracts/create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function saveAnswer(body: SaveAnswerBody) {
  return apiRequest(saveAnswerEndpoint, { body });
}

/** Saves the chosen draft with its schedule: a new answer of the idea, or a new variant of an answer. */
export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
    onError: (cause) => console.error('Could not save the post', cause),
  });
}
