import { listAnswers } from '@inroad/contracts/create';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const answersQueryKey = (contentIdeaId: number) => ['create', 'answers', contentIdeaId] as const;

export function getAnswers(contentIdeaId: number, signal?: AbortSignal) {
  return apiRequest(listAnswers, { query: { contentIdeaId }, signal });
}

export function getAnswersQueryOptions(contentIdeaId: number) {
  return queryOptions({
    queryKey: answersQueryKey(contentIdeaId),
    queryFn: ({ signal }) => getAnswers(contentIdeaId, signal),
  });
}

export function useAnswers(contentIdeaId: number) {
  return useQuery(getAnswersQueryOptions(contentIdeaId));
}
