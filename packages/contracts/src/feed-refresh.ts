import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { VIEWS } from './post.ts';
import type { SourceDateRange } from './source.ts';

// Feed refresh (spec engage.md §4 'Feed refresh', §7): the server queues one fetch_source instruction per active
// source, the extension performs them, and the progress is counted from that refresh's instructions.

/** A hard refresh reads further back (and more posts per feed): it takes 10+ minutes. */
export const HARD_REFRESH_DATE_RANGE: SourceDateRange = 'past-month';
export const HARD_REFRESH_POST_COUNT = 50;
export const REFRESH_POST_COUNT = 25;
/** A refresh whose instructions are still open after this long is given up: a new one may start. */
export const FEED_REFRESH_STALE_AFTER_MS = 60 * 60 * 1000;

export const StartFeedRefreshBody = z.strictObject({
  /** The inbox view the refresh was asked from (spec §7 {view}). */
  view: z.enum(VIEWS, { error: 'must be priority or all' }).default('priority'),
  /** Read each feed over a longer window; takes 10+ minutes. */
  hard: z.boolean().default(false),
});
export type StartFeedRefreshBody = z.input<typeof StartFeedRefreshBody>;

export const FeedRefreshProgress = z.object({
  /** Feeds the current (or last) refresh reads. */
  totalSourceCount: z.int().nonnegative(),
  /** Of them, those not read yet (waiting for the extension or being read). */
  pendingSourceCount: z.int().nonnegative(),
  /** The current (or last) refresh; null when the user never refreshed. */
  refreshId: z.string().nullable(),
  hard: z.boolean(),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  /** True while feeds of the refresh are still waiting to be read. */
  inProgress: z.boolean(),
});
export type FeedRefreshProgress = z.infer<typeof FeedRefreshProgress>;

export const StartFeedRefreshResponse = SuccessBody.extend({
  /** False when a refresh was already running: the answer is that one's progress, nothing new was queued. */
  started: z.boolean(),
  progress: FeedRefreshProgress,
});
export type StartFeedRefreshResponse = z.infer<typeof StartFeedRefreshResponse>;

/** The share of a refresh's feeds read so far (spec §4: total minus pending, over total). */
export function processedSourceCount(progress: Pick<FeedRefreshProgress, 'totalSourceCount' | 'pendingSourceCount'>) {
  return Math.max(0, progress.totalSourceCount - progress.pendingSourceCount);
}

export const startFeedRefresh = endpoint({
  method: 'POST',
  path: '/post/feed/linkedin/refresh',
  summary: "Refresh the user's feeds: one fetch_source instruction per active Data Feed; a running refresh is kept",
  body: StartFeedRefreshBody,
  response: StartFeedRefreshResponse,
});

export const getFeedRefreshProgress = endpoint({
  method: 'GET',
  path: '/extension/instructions/feed/progress',
  summary: 'Progress of the current feed refresh: feeds in it and feeds not read yet',
  response: FeedRefreshProgress,
});
