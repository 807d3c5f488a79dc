import { z } from 'zod';
import { endpoint } from './endpoint.ts';

// The poster profile modal's activity timeline and the daily-goals counts (spec engage.md §2, §3).

export const TIMELINE_TYPES = ['follow', 'like', 'comment', 'email', 'connect'] as const;
export const TimelineType = z.enum(TIMELINE_TYPES);
export type TimelineType = z.infer<typeof TimelineType>;

export const TimelineQuery = z.object({
  posterEntityId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(300),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

export const TimelineEntry = z.object({
  date: z.iso.datetime({ offset: true }),
  type: TimelineType,
  postURL: z.string().nullable(),
  /** A short excerpt of the post, to label the link. */
  postSlug: z.string().nullable(),
  comment: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const Timeline = z.array(TimelineEntry);
export type Timeline = z.infer<typeof Timeline>;

const GoalCounts = z.object({
  like: z.int().nonnegative(),
  comment: z.int().nonnegative(),
  follow: z.int().nonnegative(),
  connect: z.int().nonnegative(),
});

/**
 * Today's engagements in the user's time zone, for the daily goals. The counts are what happened on the network
 * (or was recorded without an action); `waiting` counts what is queued for the extension and not done yet.
 */
export const EngagementCounts = GoalCounts.extend({ waiting: GoalCounts });
export type EngagementCounts = z.infer<typeof EngagementCounts>;

export const getEngagementTimeline = endpoint({
  method: 'GET',
  path: '/profile/engagement',
  summary: "The user's engagements with one person, newest first",
  query: TimelineQuery,
  response: Timeline,
});

export const getEngagementCounts = endpoint({
  method: 'GET',
  path: '/profile/engagement/count',
  summary: "Today's likes, comments, follows and connects in the user's time zone",
  response: EngagementCounts,
});
