import { listTrackers } from '@inroad/contracts/tracker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const trackersQueryKey = ['trackers'] as const;

export function getTrackers(signal?: AbortSignal) {
  return apiRequest(listTrackers, { signal });
}

export function getTrackersQueryOptions() {
  return queryOptions({ queryKey: trackersQueryKey, queryFn: ({ signal }) => getTrackers(signal) });
}

export function useTrackers() {
  return useQuery(getTrackersQueryOptions());
}
