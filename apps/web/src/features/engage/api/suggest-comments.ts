import { type AiCommentSuggestions, aiSuggestComments } from '@inroad/contracts/ai';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const SUGGESTIONS_FAILED = 'Could not generate AI suggestions - contact support';

/** Thrown when the answer holds no usable list of suggestions. */
class NoSuggestionsError extends Error {
  constructor() {
    super(SUGGESTIONS_FAILED);
  }
}

export async function suggestComments(postId: string): Promise<AiCommentSuggestions> {
  const answer = await apiRequest(aiSuggestComments, { body: { id: postId }, notify: false });
  const suggestions = answer.suggestions.map((s) => s.trim()).filter((s) => s !== '');
  if (suggestions.length === 0) throw new NoSuggestionsError();
  return { ...answer, suggestions };
}

/**
 * The text to show for a failed request (spec engage.md §8): the error's message, or the support line when the
 * answer had no suggestions. An answer that did not parse came back 2xx, which means the same.
 */
export function suggestionsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 200 && error.status < 300) return SUGGESTIONS_FAILED;
    return error.serverMessage?.trim() || error.message;
  }
  return error instanceof Error && error.message ? error.message : SUGGESTIONS_FAILED;
}

export function useSuggestComments() {
  return useMutation({
    mutationFn: suggestComments,
    onError: (error) => {
      console.error('Could not get comment suggestions', error);
      notifications.show({
        id: 'comment-suggestions-failed',
        color: 'red',
        title: 'AI suggestion',
        message: suggestionsErrorMessage(error),
      });
    },
  });
}
