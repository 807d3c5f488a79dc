import { getContentTopics as getContentTopicsEndpoint } from '@inroad/contracts/content-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const contentTopicsQueryKey = (contentPlanId: number) => ['create', 'topics', contentPlanId] as const;

export function getContentTopics(contentPlanId: number, signal?: AbortSignal) {
  return apiRequest(getContentTopicsEndpoint, { query: { contentPlanId }, signal });
}

export function getContentTopicsQueryOptions(contentPlanId: number) {
  return queryOptions({
    queryKey: contentTopicsQueryKey(contentPlanId),
    queryFn: ({ signal }) => getContentTopics(contentPlanId, signal),
  });
}

export function useContentTopics(contentPlanId: number) {
  return useQuery(getContentTopicsQueryOptions(contentPlanId));
}
