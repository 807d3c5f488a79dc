import { getEngageQuota } from '@inroad/contracts/engage';
import { getPendingInstructions } from '@inroad/contracts/instructions';
import { getEngagementCounts } from '@inroad/contracts/profile';
import { startOfLocalDay } from '@inroad/contracts/zoned-time';
import { notifications } from '@mantine/notifications';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';
import { useCurrentUser } from './current-user.ts';
import { askExtension } from './extension-client.ts';

/**
 * What engaging changes beyond the post itself: today's counts (daily goals), the account-safety quota, the
 * instructions waiting for the extension, the activity timelines and the notices. The post card, the profile
 * modal and the daily-goals panel all read or refresh these, so their keys live here under one prefix.
 */
export const engagementQueryKey = ['engagement'] as const;
export const engagementCountsQueryKey = [...engagementQueryKey, 'counts'] as const;
export const engageQuotaQueryKey = [...engagementQueryKey, 'quota'] as const;

export function timelineQueryKey(posterEntityId: string) {
  return [...engagementQueryKey, 'timeline', posterEntityId] as const;
}

/** Every engagement (like, comment, follow, connect, logged e-mail) refreshes the counts, quota and timelines. */
export function invalidateEngagement(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: engagementQueryKey });
}

/**
 * After every engagement: refresh what it changed, and tell the extension (spec engage.md §4: engaging triggers a
 * refresh of the engagements), so it performs the queued action now rather than at its next round.
 */
export function afterEngagement(queryClient: QueryClient): void {
  void invalidateEngagement(queryClient);
  void askExtension({ type: 'refreshEngagements' });
}

/** How often what waits for the extension is asked for again while something waits. */
export const PENDING_POLL_MS = 5_000;

export function getEngagementCountsQueryOptions() {
  return queryOptions({
    queryKey: engagementCountsQueryKey,
    // A side panel: a failure leaves it empty instead of alerting on every page.
    queryFn: ({ signal }) => apiRequest(getEngagementCounts, { notify: false, signal }),
  });
}

const HOUR_MS = 3_600_000;

/**
 * When the day's counts are read again: soon while something waits for the extension (the waiting part turns into
 * done once it is performed, and a refresh that failed is made good), else just after the user's next midnight,
 * when the goals start again (at most an hour on: a computer asleep over midnight wakes to a timer that is late).
 */
export function countsRefetchMs(
  counts: { waiting: Record<string, number> } | undefined,
  timeZone: string,
  now = Date.now(),
): number {
  if (Object.values(counts?.waiting ?? {}).some((n) => n > 0)) return PENDING_POLL_MS;
  const midnight = startOfLocalDay(now, timeZone, 1);
  return Math.min(HOUR_MS, Math.max(1_000, midnight.getTime() - now + 1_000));
}

/** The day's counts, read again as countsRefetchMs says: the panel stays open overnight, with the app. */
export function useEngagementCounts() {
  // An unknown zone reads as UTC, as on the server.
  const timeZone = useCurrentUser().data?.timeZone ?? 'UTC';
  return useQuery({
    ...getEngagementCountsQueryOptions(),
    refetchInterval: (query) => countsRefetchMs(query.state.data, timeZone),
  });
}

export function getEngageQuotaQueryOptions() {
  return queryOptions({
    queryKey: engageQuotaQueryKey,
    queryFn: ({ signal }) => apiRequest(getEngageQuota, { notify: false, signal }),
  });
}

export function useEngageQuota(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getEngageQuotaQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * How many queued actions the extension has not performed yet. Polled only while some wait, so a 'Waiting for
 * the extension' hint goes away once it has caught up; engage calls invalidate it through the prefix above.
 */
export function usePendingInstructions(options: { enabled: boolean }) {
  return useQuery({
    ...pendingInstructionsQueryOptions(),
    enabled: options.enabled,
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.count ?? 0) > 0 ? PENDING_POLL_MS : false),
  });
}

export function pendingInstructionsQueryOptions() {
  return queryOptions({
    queryKey: [...engagementQueryKey, 'pending'],
    queryFn: ({ signal }) => apiRequest(getPendingInstructions, { notify: false, signal }),
  });
}

/**
 * Engage failures are logged only (spec engage.md §8), except refusals a person has to know about to act: a cap
 * reached (429) or an action the post does not allow (409, e.g. an archived post); the server's message says why.
 */
export function reportEngageFailure(error: unknown, doing: string): void {
  console.error(`Could not ${doing}`, error);
  if (!(error instanceof ApiError) || !error.serverMessage) return;
  if (error.status !== 429 && error.status !== 409) return;
  notifications.show({
    id: `engage-refused:${error.serverMessage}`,
    color: 'yellow',
    title: error.status === 429 ? 'Limit reached' : 'Not possible',
    message: error.serverMessage,
  });
}
