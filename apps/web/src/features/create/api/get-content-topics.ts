import { getContentTopics as getContentTopicsEndpoint } from '@inroad/contracts/content-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export const contentTopicsQueryKey = (contentPlanId: number) => ['create', 'topics', contentPlanId] as const;

/** A plan that is not there (deleted, or an address from someone else's account): the screen says so itself. */
export function isMissingPlan(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function getContentTopics(contentPlanId: number, signal?: AbortSignal) {
  return apiRequest(getContentTopicsEndpoint, {
    query: { contentPlanId },
    signal,
    notify: (error) => !isMissingPlan(error),
  });
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
