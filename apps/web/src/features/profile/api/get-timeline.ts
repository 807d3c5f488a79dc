import { getEngagementTimeline } from '@inroad/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { timelineQueryKey } from '../../../lib/engagement.ts';

/** The user's engagements with one person (by the profile id Inroad knows them by), newest first. */
export function useTimeline(posterEntityId: string | null) {
  return useQuery({
    queryKey: timelineQueryKey(posterEntityId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(getEngagementTimeline, { query: { posterEntityId: posterEntityId ?? '' }, signal }),
    enabled: posterEntityId !== null,
  });
}
