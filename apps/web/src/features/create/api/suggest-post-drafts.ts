import { type CreateAnswerSuggestionBody, createAnswerSuggestion } from '@inroad/contracts/create';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Drafts for the Create Content modal's preview. Failures are logged only (create-and-account.md §8). */
export function useSuggestPostDrafts() {
  return useMutation({
    mutationFn: (body: CreateAnswerSuggestionBody) => apiRequest(createAnswerSuggestion, { body, notify: false }),
    onError: (cause) => console.error('Could not generate post drafts', cause),
  });
}
