import { getFeedRefreshProgress } from '@inroad/contracts/feed-refresh';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { askExtension } from '../../../lib/extension-client.ts';

export const feedRefreshQueryKey = ['feed-refresh'] as const;
export const feedRefreshProgressQueryKey = [...feedRefreshQueryKey, 'progress'] as const;
export const extensionRefreshQueryKey = [...feedRefreshQueryKey, 'extension'] as const;

export function getFeedRefreshProgressQueryOptions() {
  return queryOptions({
    queryKey: feedRefreshProgressQueryKey,
    // Refresh failures are logged only (spec engage.md §8): the banner simply stays as it was.
    queryFn: ({ signal }) => apiRequest(getFeedRefreshProgress, { notify: false, signal }),
    staleTime: 0,
  });
}

export function extensionRefreshQueryOptions() {
  return queryOptions({ queryKey: extensionRefreshQueryKey, queryFn: getExtensionRefreshState, staleTime: 0 });
}

export type ExtensionRefreshState = { present: boolean; inProgress: boolean };

/** Whether the extension is reading feeds right now (checkRefreshFeedStatus); present false when it is absent. */
export async function getExtensionRefreshState(): Promise<ExtensionRefreshState> {
  const answer = await askExtension({ type: 'checkRefreshFeedStatus' }, { timeoutMs: 5_000 });
  if (answer === null) return { present: false, inProgress: false };
  return { present: true, inProgress: answer.success && answer.inProgress };
}
