import { listSources } from '@inroad/contracts/source';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * The user's sources (Data Feeds). The inbox counts them and the Feeds screen edits them, so both read and
 * invalidate this one query.
 */
export const sourcesQueryKey = ['sources'] as const;

export function getSources(signal?: AbortSignal) {
  return apiRequest(listSources, { signal });
}

export function getSourcesQueryOptions() {
  return queryOptions({ queryKey: sourcesQueryKey, queryFn: ({ signal }) => getSources(signal) });
}

export function useSources() {
  return useQuery(getSourcesQueryOptions());
}
