import { getNextFreeSlot } from '@inroad/contracts/posting-slots';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const nextFreeSlotQueryKey = ['create', 'next-free-slot'] as const;

/**
 * Posts deleted with a topic, an idea or a variant free the slots they held: the queue and the preview of the next
 * free slot are fetched again (the preview would otherwise offer a later slot, or none, for half a minute).
 */
export function afterScheduledPostsRemoved(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['create', 'user-posts'] }),
    queryClient.invalidateQueries({ queryKey: nextFreeSlotQueryKey }),
  ]);
}

/** What 'Next free slot' would pick right now; the server picks again when the post is saved. */
export function useNextFreeSlot(enabled = true) {
  return useQuery({
    queryKey: nextFreeSlotQueryKey,
    queryFn: ({ signal }) => apiRequest(getNextFreeSlot, { signal }),
    enabled,
  });
}
