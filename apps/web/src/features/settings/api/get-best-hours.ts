import { getBestHours } from '@inroad/contracts/publishing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const bestHoursQueryKey = ['publications', 'best-hours'] as const;

export function getBestHoursQueryOptions() {
  return queryOptions({
    queryKey: bestHoursQueryKey,
    queryFn: ({ signal }) => apiRequest(getBestHours, { signal, notify: false }),
  });
}

/** The user's best posting hours so far (computed by the server from their published posts' numbers). */
export function useBestHours() {
  return useQuery(getBestHoursQueryOptions());
}
