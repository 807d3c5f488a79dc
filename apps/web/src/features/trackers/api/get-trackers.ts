import { listTrackers } from '@inroad/contracts/tracker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const trackersQueryKey = ['trackers'] as const;

export function getTrackers(signal?: AbortSignal) {
  return apiRequest(listTrackers, { signal });
}

// A new tracker's run over the last N posts takes seconds to minutes with AI rules: its count is followed this often.
const RETROACTIVE_POLL_MS = 2_000;

export function getTrackersQueryOptions() {
  return queryOptions({
    queryKey: trackersQueryKey,
    queryFn: ({ signal }) => getTrackers(signal),
    refetchInterval: (query) =>
      query.state.data?.some((tracker) => tracker.retroactive?.running) ? RETROACTIVE_POLL_MS : false,
  });
}

export function useTrackers() {
  return useQuery(getTrackersQueryOptions());
}
