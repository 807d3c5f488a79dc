import { z } from 'zod';

// Post statuses and scheduling (create-and-account.md §4, §9).

/**
 * Status of an answer or a variant. The screens offer queued, scheduled and draft; publishing moves a
 * scheduled post on to published, or to failed.
 */
export const POST_STATUSES = ['queued', 'scheduled', 'draft', 'published', 'failed'] as const;
export const PostStatus = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatus>;

/**
 * The schedule step's choices: asap (scheduled, no time), custom_date (scheduled at a time), next_free_slot
 * (scheduled at the earliest of the user's weekly posting slots that is still free, picked by the server when it
 * saves), none (draft).
 */
export const SCHEDULE_CHOICES = ['asap', 'custom_date', 'next_free_slot', 'none'] as const;
export const ScheduleChoice = z.enum(SCHEDULE_CHOICES, {
  error: `choose a schedule (${SCHEDULE_CHOICES.join(', ')})`,
});
export type ScheduleChoice = z.infer<typeof ScheduleChoice>;

/** What a scheduled item without a time shows. */
export const ASAP_LABEL = 'ASAP';

/** What each schedule choice stores. */
export function statusForSchedule(schedule: ScheduleChoice): PostStatus {
  return schedule === 'none' ? 'draft' : 'scheduled';
}

const SCHEDULED_TIME_FORMAT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Scheduled times cross the API as UTC text `YYYY-MM-DD HH:MM:SS` (spec §9). */
export function formatScheduledTime(instant: Date): string {
  return instant.toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of a `YYYY-MM-DD HH:MM:SS` UTC text, or null when it is not a real date and time. */
export function parseScheduledTime(text: string): Date | null {
  const m = SCHEDULED_TIME_FORMAT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2026-02-30 over into March; a real date reads back the same.
  return formatScheduledTime(instant) === text && year >= 1970 ? instant : null;
}

export const ScheduledTimeText = z
  .string({ error: 'must be UTC text YYYY-MM-DD HH:MM:SS' })
  .refine((text) => parseScheduledTime(text) !== null, 'must be a UTC date and time as YYYY-MM-DD HH:MM:SS');

/** The message for a custom date before the user's today (spec §5). */
export const PAST_SCHEDULE_MESSAGE = 'scheduledTime: the custom date cannot be before today';

/** The message for moving a post (the calendar) to a time that has already passed. */
export const PAST_RESCHEDULE_MESSAGE = 'scheduledTime: a post cannot be moved into the past';
