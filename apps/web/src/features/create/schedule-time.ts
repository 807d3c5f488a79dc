import {
  ASAP_LABEL,
  formatScheduledTime,
  type PostStatus,
  parseScheduledTime,
  type ScheduleChoice,
} from '@inroad/contracts/create-schedule';
import { instantOfWallTime, isTimeZone, zonedPartsAt } from '@inroad/contracts/zoned-time';

// Scheduled times cross the API as UTC text and are read and entered in the user's own time zone (their settings).

/** The zone to use: the user's when it is a real IANA zone, else the browser's. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (timeZone && isTimeZone(timeZone)) return timeZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's date in the zone, as `YYYY-MM-DD` (the value of a date input). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const w = zonedPartsAt(now, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * A date (`YYYY-MM-DD`) and time (`HH:MM`) on the zone's wall clock as the API's UTC text, or null when either
 * is not a real value.
 */
export function zonedToScheduledTime(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) };
  const instant = instantOfWallTime(wall, timeZone);
  if (Number.isNaN(instant.getTime())) return null;
  // Read as the server reads its slots: a time skipped by a daylight-saving change moves past the gap, a time that
  // happens twice is the first.
  return formatScheduledTime(instant);
}

/** The wall-clock date and time in the zone of the API's UTC text, for filling the inputs again. */
export function scheduledTimeToZoned(text: string, timeZone: string): { date: string; time: string } | null {
  const instant = parseScheduledTime(text);
  if (!instant) return null;
  const w = zonedPartsAt(instant, timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/**
 * When a published post that had no time of its own (ASAP) went out, as the API's UTC text, from its publication's
 * `publishedAt` (ISO); null for any other post.
 */
export function wentOutAt(status: PostStatus, publishedAt: string | null | undefined): string | null {
  return status === 'published' && publishedAt ? formatScheduledTime(new Date(publishedAt)) : null;
}

/**
 * What the Scheduled Time column shows: the time in the user's zone, 'ASAP' for a scheduled item without one,
 * nothing for a draft without one.
 */
export function scheduledTimeLabel(scheduledTime: string | null, status: PostStatus, timeZone: string): string {
  if (scheduledTime === null) return status === 'scheduled' ? ASAP_LABEL : '';
  const instant = parseScheduledTime(scheduledTime);
  if (!instant) return scheduledTime;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

export const PAST_DATE_MESSAGE = 'The date cannot be before today';
export const DATE_AND_TIME_REQUIRED = 'Pick a date and a time';

/** The schedule step's inputs: the choice, and the date and time on the user's wall clock for custom_date. */
export interface ScheduleInput {
  choice: ScheduleChoice;
  date: string;
  time: string;
}

export type ScheduleRequest =
  | { ok: true; schedule: ScheduleChoice; scheduledTime?: string }
  | { ok: false; error: string };

/** The schedule as the API takes it, or why the inputs do not make one (a custom date must not be before today). */
export function scheduleRequest(input: ScheduleInput, timeZone: string, now: Date = new Date()): ScheduleRequest {
  if (input.choice !== 'custom_date') return { ok: true, schedule: input.choice };
  const scheduledTime = zonedToScheduledTime(input.date, input.time, timeZone);
  if (!scheduledTime) return { ok: false, error: DATE_AND_TIME_REQUIRED };
  // Dates as YYYY-MM-DD compare in calendar order.
  if (input.date < todayIn(timeZone, now)) return { ok: false, error: PAST_DATE_MESSAGE };
  return { ok: true, schedule: 'custom_date', scheduledTime };
}
