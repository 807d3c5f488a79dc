import { getContentTopics as getContentTopicsEndpoint } from '@inroad/contracts/content-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, notifyApiError } from '../../../lib/api-client.ts';

export const contentTopicsQueryKey = (contentPlanId: number) => ['create', 'topics', contentPlanId] as const;

/** A plan that is not there (deleted, or an address from someone else's account): the screen says so itself. */
export function isMissingPlan(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export async function getContentTopics(contentPlanId: number, signal?: AbortSignal) {
  try {
    return await apiRequest(getContentTopicsEndpoint, { query: { contentPlanId }, signal, notify: false });
  } catch (error) {
    if (error instanceof ApiError && !isMissingPlan(error)) notifyApiError(error);
    throw error;
  }
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
