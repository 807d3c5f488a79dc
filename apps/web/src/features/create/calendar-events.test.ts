import { PAST_RESCHEDULE_MESSAGE } from '@inroad/contracts/create-schedule';
import { describe, expect, it } from 'vitest';
import { buildAnswer } from '../../testing/create-backend/builders.ts';
import {
  calendarPosts,
  droppedAt,
  MOVE_INTO_PAST_MESSAGE,
  type PublishedAt,
  refusalMessage,
  WEEK_OPENS_AT,
  wallClockNow,
  weekOpeningSlot,
} from './calendar-events.ts';

const ZONE = 'America/New_York';

describe('calendar events', () => {
  it("puts posts with a time on the user's wall clock; only scheduled ones move", () => {
    const events = calendarPosts(
      [
        buildAnswer({ id: 1, status: 'scheduled', scheduledTime: '2026-11-27 14:00:00', postContent: 'Hello\nmore' }),
        buildAnswer({ id: 2, status: 'published', scheduledTime: '2026-11-24 13:30:00' }),
        buildAnswer({ id: 3, status: 'failed', scheduledTime: '2026-11-24 15:00:00' }),
        buildAnswer({ id: 4, status: 'scheduled', scheduledTime: null }),
        buildAnswer({ id: 5, status: 'draft', scheduledTime: null }),
        buildAnswer({ id: 6, status: 'queued', scheduledTime: '2026-11-24 15:00:00' }),
      ],
      ZONE,
    );
    expect(events.map((e) => [e.id, e.start, e.editable, e.title, e.classNames[0]])).toEqual([
      ['1', '2026-11-27T09:00:00', true, 'Hello', 'inroad-post-scheduled'],
      ['2', '2026-11-24T08:30:00', false, 'A post', 'inroad-post-published'],
      ['3', '2026-11-24T10:00:00', false, 'A post', 'inroad-post-failed'],
    ]);
  });

  it('does not move a scheduled post whose publication has started', () => {
    const published: PublishedAt = new Map([
      [1, { publishedAt: null, status: 'publishing', waitingForExtension: false }],
      [2, { publishedAt: null, status: 'scheduled', waitingForExtension: false }],
      [3, { publishedAt: null, status: 'failed', waitingForExtension: false }],
      // Handed to the extension, which has not taken it yet: it has not left Inroad.
      [4, { publishedAt: null, status: 'publishing', waitingForExtension: true }],
    ]);
    const events = calendarPosts(
      [1, 2, 3, 4].map((id) => buildAnswer({ id, status: 'scheduled', scheduledTime: '2026-11-27 14:00:00' })),
      ZONE,
      published,
    );
    expect(events.map((e) => [e.id, e.editable])).toEqual([
      ['1', false],
      ['2', true],
      ['3', true],
      ['4', true],
    ]);
  });

  it("draws a post as an hour's block that ends at midnight rather than run on into the next day", () => {
    const events = calendarPosts(
      [
        buildAnswer({ id: 1, status: 'scheduled', scheduledTime: '2026-11-27 14:00:00' }),
        // 23:30 and 23:00 in New York: an hour's block would end on the next day, where it was drawn once more.
        buildAnswer({ id: 2, status: 'published', scheduledTime: '2026-11-25 04:30:00' }),
        buildAnswer({ id: 3, status: 'failed', scheduledTime: '2026-12-01 04:00:00' }),
      ],
      ZONE,
    );
    expect(events.map((e) => [e.start, e.end])).toEqual([
      ['2026-11-27T09:00:00', '2026-11-27T10:00:00'],
      ['2026-11-24T23:30:00', '2026-11-25T00:00:00'],
      ['2026-11-30T23:00:00', '2026-12-01T00:00:00'],
    ]);
  });

  it('puts a published ASAP post at the time it went out; other ASAP posts stay off the calendar', () => {
    const published: PublishedAt = new Map([
      [7, { publishedAt: '2026-11-24T16:05:42.000Z', status: 'published', waitingForExtension: false }],
      [8, { publishedAt: null, status: 'published', waitingForExtension: false }],
      [9, { publishedAt: '2026-11-24T17:00:00.000Z', status: 'failed', waitingForExtension: false }],
    ]);
    const events = calendarPosts(
      [
        buildAnswer({ id: 7, status: 'published', scheduledTime: null, postContent: 'Went out' }),
        buildAnswer({ id: 8, status: 'published', scheduledTime: null }),
        buildAnswer({ id: 9, status: 'failed', scheduledTime: null }),
        buildAnswer({ id: 10, status: 'scheduled', scheduledTime: null }),
        buildAnswer({ id: 11, status: 'published', scheduledTime: null }),
      ],
      ZONE,
      published,
    );
    expect(events.map((e) => [e.id, e.start, e.editable, e.title])).toEqual([
      ['7', '2026-11-24T11:05:00', false, 'Went out'],
    ]);
  });

  it("opens a week at 08:00, or at the half hour of that week's earliest post when one is earlier", () => {
    const at = (...starts: string[]) => starts.map((start) => ({ start }));
    const week = ['2026-11-23', '2026-11-30'] as const;
    expect(weekOpeningSlot([], ...week)).toBe(WEEK_OPENS_AT);
    expect(weekOpeningSlot(at('2026-11-24T09:00:00', '2026-11-27T14:30:00'), ...week)).toBe('08:00:00');
    expect(weekOpeningSlot(at('2026-11-24T09:00:00', '2026-11-27T06:45:00'), ...week)).toBe('06:30:00');
    expect(weekOpeningSlot(at('2026-11-29T05:10:00', '2026-11-26T07:30:00'), ...week)).toBe('05:00:00');
    expect(weekOpeningSlot(at('2026-11-23T00:00:00'), ...week)).toBe('00:00:00');
    // Posts of the weeks either side leave this one as it is.
    expect(weekOpeningSlot(at('2026-11-22T06:00:00', '2026-11-30T06:00:00'), ...week)).toBe('08:00:00');
  });

  it('reads a drop off the wall clock into UTC, across a daylight-saving change', () => {
    const now = new Date('2026-10-30T12:00:00Z');
    // Monday 09:00 on the calendar (which runs in UTC) is 09:00 in New York: EST after 2026-11-01.
    expect(droppedAt(new Date('2026-11-02T09:00:00Z'), ZONE, now)).toEqual({
      ok: true,
      scheduledTime: '2026-11-02 14:00:00',
    });
    expect(droppedAt(new Date('2026-10-31T09:00:00Z'), ZONE, now)).toEqual({
      ok: true,
      scheduledTime: '2026-10-31 13:00:00',
    });
  });

  it('refuses a drop on a time that has passed, even earlier today', () => {
    const now = new Date('2026-11-25T20:00:00Z'); // 15:00 in New York
    expect(droppedAt(new Date('2026-11-25T14:30:00Z'), ZONE, now)).toEqual({
      ok: false,
      message: MOVE_INTO_PAST_MESSAGE,
    });
    expect(droppedAt(new Date('2026-11-25T15:30:00Z'), ZONE, now)).toMatchObject({ ok: true });
    expect(refusalMessage(PAST_RESCHEDULE_MESSAGE)).toBe(MOVE_INTO_PAST_MESSAGE);
    expect(refusalMessage('status: only a scheduled post can be moved to another time')).toMatch(/^status: /);
  });

  it("draws now on the user's clock", () => {
    expect(wallClockNow(ZONE, new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-25T15:00:00');
  });
});
