import type { Answer } from '@inroad/contracts/create';
import {
  formatScheduledTime,
  PAST_RESCHEDULE_MESSAGE,
  type PostStatus,
  parseScheduledTime,
} from '@inroad/contracts/create-schedule';
import { lockedPostMessage, type Publication } from '@inroad/contracts/publishing';
import { scheduledTimeToZoned, wentOutAt, zonedToScheduledTime } from './schedule-time.ts';

// The calendar is drawn on the user's own clock (their settings' zone, not the browser's): it runs in UTC and is
// given wall-clock times, so 09:00 in the user's zone sits at 09:00 whatever zone the browser is in. A dropped
// time is read back off that clock and turned into the API's UTC text.

/** Statuses that have a place on the calendar: waiting to go out, out, or failed to go out. */
const ON_CALENDAR: readonly PostStatus[] = ['scheduled', 'published', 'failed'];

export interface CalendarPost {
  id: string;
  title: string;
  /** Wall-clock `YYYY-MM-DDTHH:MM:00` in the user's zone. */
  start: string;
  /** Where its block ends on the calendar (see `blockEnd`). */
  end: string;
  /** Only a post still waiting to go out can be moved. */
  editable: boolean;
  classNames: string[];
  extendedProps: { answerId: number; status: PostStatus };
}

function firstLine(text: string): string {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/** How long a post's block is on the week's hours: a post goes out at an instant, and an hour is easy to grab. */
const BLOCK_MS = 60 * 60 * 1000;

/**
 * The end of a post's block: an hour after it, or midnight when that comes first. A post at 23:30 whose block ran on
 * past midnight was drawn twice, once on its day and once at the top of the next (on the month too), as if it went
 * out on both.
 */
function blockEnd(date: string, time: string): string {
  const start = Date.parse(`${date}T${time}:00Z`);
  const nextMidnight = Date.parse(`${date}T00:00:00Z`) + 24 * BLOCK_MS;
  return new Date(Math.min(start + BLOCK_MS, nextMidnight)).toISOString().slice(0, 19);
}

/**
 * The posts' publications by post id: when a post went out (publishedAt, ISO), for posts that had no time of their
 * own, and where its publication stands.
 */
export type PublishedAt = ReadonlyMap<number, Pick<Publication, 'publishedAt' | 'status' | 'waitingForExtension'>>;

/**
 * Whether a post can move to another time: it waits to go out, and its publication has not started (or only waits
 * for the extension, which has not taken it yet).
 */
export function isMovable(post: Pick<Answer, 'id' | 'status'>, published: PublishedAt): boolean {
  return post.status === 'scheduled' && lockedPostMessage(published.get(post.id)) === null;
}

/** The time a post sits at: its own, or for a published ASAP post the time it went out. */
function timeOf(post: Answer, published: PublishedAt): string | null {
  return post.scheduledTime ?? wentOutAt(post.status, published.get(post.id)?.publishedAt);
}

/**
 * The posts with a time, as calendar events on the user's clock. ASAP posts have no time and stay in the table
 * until they are published: then they sit at the time they went out (`published`, from their publications).
 */
export function calendarPosts(posts: readonly Answer[], timeZone: string, published: PublishedAt = new Map()) {
  return posts.flatMap((post): CalendarPost[] => {
    const time = ON_CALENDAR.includes(post.status) ? timeOf(post, published) : null;
    const wall = time === null ? null : scheduledTimeToZoned(time, timeZone);
    if (!wall) return [];
    return [
      {
        id: String(post.id),
        title: firstLine(post.postContent) || `Post ${post.id}`,
        start: `${wall.date}T${wall.time}:00`,
        end: blockEnd(wall.date, wall.time),
        editable: isMovable(post, published),
        classNames: [`inroad-post-${post.status}`],
        extendedProps: { answerId: post.id, status: post.status },
      },
    ];
  });
}

/** The hour a week's hours open at when no post that week is earlier: the working day's start. */
export const WEEK_OPENS_AT = '08:00:00';

/**
 * The slot a week's hours open at: 08:00, or the half hour of the week's earliest post when one is earlier, so a
 * post at 06:30 is on screen when the week opens rather than above it. `from` and `to` are the week's first and
 * day after its last (`YYYY-MM-DD`, on the calendar's clock).
 */
export function weekOpeningSlot(posts: readonly Pick<CalendarPost, 'start'>[], from: string, to: string): string {
  const earliest = posts
    .filter((post) => post.start.slice(0, 10) >= from && post.start.slice(0, 10) < to)
    .map((post) => post.start.slice(11, 16))
    .sort()[0];
  if (!earliest || `${earliest}:00` >= WEEK_OPENS_AT) return WEEK_OPENS_AT;
  const [hours = '00', minutes = '00'] = earliest.split(':');
  return `${hours}:${Number(minutes) < 30 ? '00' : '30'}:00`;
}

/** The user's wall clock now, in the calendar's terms (for its now line and its today). */
export function wallClockNow(timeZone: string, now: Date = new Date()): string {
  const wall = scheduledTimeToZoned(formatScheduledTime(now), timeZone);
  return wall ? `${wall.date}T${wall.time}:00` : now.toISOString().slice(0, 19);
}

export const MOVE_INTO_PAST_MESSAGE = 'A post cannot be moved into the past. Drop it on a time still to come.';

export type DropResult = { ok: true; scheduledTime: string } | { ok: false; message: string };

/**
 * Where a dropped post goes: the calendar's date (whose UTC fields are the user's wall clock) as the API's UTC
 * text, refused when that time has passed (the server refuses it too, with PAST_RESCHEDULE_MESSAGE).
 */
export function droppedAt(start: Date, timeZone: string, now: Date = new Date()): DropResult {
  const iso = start.toISOString();
  const scheduledTime = zonedToScheduledTime(iso.slice(0, 10), iso.slice(11, 16), timeZone);
  if (!scheduledTime) return { ok: false, message: 'That time could not be read' };
  const instant = parseScheduledTime(scheduledTime);
  if (!instant || instant.getTime() <= now.getTime()) return { ok: false, message: MOVE_INTO_PAST_MESSAGE };
  return { ok: true, scheduledTime };
}

/** The server's refusal in the user's words. */
export function refusalMessage(serverMessage: string | undefined): string {
  if (serverMessage === PAST_RESCHEDULE_MESSAGE) return MOVE_INTO_PAST_MESSAGE;
  return serverMessage ?? 'The post could not be moved. Try again.';
}

export const PICK_FUTURE_TIME_MESSAGE = 'A post cannot be moved into the past. Pick a time still to come.';

/**
 * Where the Reschedule dialog moves a post: a date and time typed on the user's clock as the API's UTC text,
 * refused when it has passed.
 */
export function typedTime(date: string, time: string, timeZone: string, now: Date = new Date()): DropResult {
  const scheduledTime = zonedToScheduledTime(date, time, timeZone);
  if (!scheduledTime) return { ok: false, message: 'Pick a date and a time' };
  const instant = parseScheduledTime(scheduledTime);
  if (!instant || instant.getTime() <= now.getTime()) return { ok: false, message: PICK_FUTURE_TIME_MESSAGE };
  return { ok: true, scheduledTime };
}
