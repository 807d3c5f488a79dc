import { getNextFreeSlot } from '@inroad/contracts/posting-slots';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const nextFreeSlotQueryKey = ['create', 'next-free-slot'] as const;

/** What 'Next free slot' would pick right now; the server picks again when the post is saved. */
export function useNextFreeSlot(enabled = true) {
  return useQuery({
    queryKey: nextFreeSlotQueryKey,
    queryFn: ({ signal }) => apiRequest(getNextFreeSlot, { signal }),
    enabled,
  });
}
