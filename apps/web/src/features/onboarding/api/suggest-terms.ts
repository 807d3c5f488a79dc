import { onboardingAiKeywords, onboardingAiTopics } from '@inroad/contracts/ai';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** AI suggestions failing is only logged (spec engage.md §8); the user can still type their own. */
function logFailure(what: string) {
  return (error: unknown) => console.error(`AI ${what} suggestion failed`, error);
}

export function fetchTopicSuggestions(prompt: string) {
  return apiRequest(onboardingAiTopics, { body: { prompt }, notify: false });
}

export function fetchKeywordSuggestions(prompt: string) {
  return apiRequest(onboardingAiKeywords, { body: { prompt }, notify: false });
}

export function useSuggestTopics() {
  return useMutation({ mutationFn: fetchTopicSuggestions, onError: logFailure('topic') });
}

export function useSuggestKeywords() {
  return useMutation({ mutationFn: fetchKeywordSuggestions, onError: logFailure('keyword') });
}
