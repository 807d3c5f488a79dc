import { type SaveAnswerBody, saveAnswer as saveAnswerEndpoint } from '@inroad/contracts/create';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { publicationsQueryKey } from './publications.ts';

/** The server's refusals of a destination: an integration gone, or a subreddit, title or kind it cannot take. */
const DESTINATION_REFUSAL = /^(target|subreddit|title|redditKind)\b|^Integration not found/;

/** The server's reason when it refused a save for its destination (`target`), else null. */
export function destinationRefusal(error: unknown): string | null {
  const message = error instanceof ApiError ? (error.serverMessage ?? '') : '';
  return DESTINATION_REFUSAL.test(message) ? message : null;
}

export function saveAnswer(body: SaveAnswerBody) {
  return apiRequest(saveAnswerEndpoint, {
    body,
    // A refused destination is told beside the destination (the schedule step), not in a notice as well.
    notify: (error) => !(body.target && destinationRefusal(error)),
  });
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
