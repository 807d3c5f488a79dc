import { dismissNotices, listNotices } from '@inroad/contracts/notice';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { engagementQueryKey } from './engagement.ts';

const NOTICES_POLL_MS = 30_000;

/** Notices about work done in the background; refetched after every engagement (same key prefix). */
export function useNotices() {
  return useQuery({
    queryKey: [...engagementQueryKey, 'notices'],
    queryFn: ({ signal }) => apiRequest(listNotices, { notify: false, signal }),
    refetchInterval: NOTICES_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function useDismissNotices() {
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest(dismissNotices, { body: { ids }, notify: false }),
    onError: (error) => console.error('Could not dismiss notices', error),
  });
}
