import type { NoticeList } from '@inroad/contracts/notice';
import { dismissNotices, listNotices } from '@inroad/contracts/notice';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client.ts';
import { engagementQueryKey, pendingInstructionsQueryOptions } from './engagement.ts';

const NOTICES_POLL_MS = 30_000;

/** The notices' query, for a screen that knows a notice was just left (a post that failed) to read them at once. */
export const noticesQueryKey = [...engagementQueryKey, 'notices'] as const;

/**
 * Notices about work done in the background; refetched after every engagement (same key prefix), and as soon as
 * the extension has carried out queued work: an action the network refused leaves a notice (and may have paused
 * the queue), which then shows within seconds rather than at the next poll.
 */
export function useNotices() {
  const notices = useQuery({
    queryKey: noticesQueryKey,
    queryFn: ({ signal }) => apiRequest(listNotices, { notify: false, signal }),
    refetchInterval: NOTICES_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const { refetch } = notices;
  // Only watches the count the screens that queue work poll (usePendingInstructions): no requests of its own.
  const waiting = useQuery({ ...pendingInstructionsQueryOptions(), enabled: false }).data?.count;
  const waitingBefore = useRef(waiting);
  useEffect(() => {
    const before = waitingBefore.current;
    waitingBefore.current = waiting;
    if (before !== undefined && waiting !== undefined && waiting < before) void refetch();
  }, [waiting, refetch]);
  return notices;
}

export function useDismissNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest(dismissNotices, { body: { ids }, notify: false }),
    // Taken out of the cached list at once: a screen mounted again before the next read would show them anew.
    onMutate: (ids) => {
      const dismissed = new Set(ids);
      queryClient.setQueryData<NoticeList>(noticesQueryKey, (list) =>
        list ? { notices: list.notices.filter((notice) => !dismissed.has(notice.id)) } : list,
      );
    },
    onError: (error) => console.error('Could not dismiss notices', error),
  });
}
