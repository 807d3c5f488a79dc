import { NO_POSTING_SLOTS_MESSAGE } from '@inroad/contracts/posting-slots';
import { instantOfWallTime } from '@inroad/contracts/zoned-time';
import { describe, expect, it } from 'vitest';
import { nextFreeSlot } from './next-free-slot.ts';

// 2026-11-25 is a Wednesday.
const WEDNESDAY_EVENING = new Date('2026-11-25T20:00:00Z');
const TUE_THU = [
  { weekday: 'tue', time: '09:00' },
  { weekday: 'thu', time: '09:00' },
] as const;

function pick(options: Partial<Parameters<typeof nextFreeSlot>[0]> = {}) {
  const result = nextFreeSlot({ slots: [...TUE_THU], taken: [], timeZone: 'UTC', now: WEDNESDAY_EVENING, ...options });
  return result.ok ? result.instant.toISOString() : result.message;
}

describe('nextFreeSlot', () => {
  it('says how to add slots when there are none', () => {
    expect(pick({ slots: [] })).toBe(NO_POSTING_SLOTS_MESSAGE);
    expect(NO_POSTING_SLOTS_MESSAGE).toMatch(/^schedule: no posting slots yet/);
  });

  it('takes the earliest slot after now', () => {
    expect(pick()).toBe('2026-11-26T09:00:00.000Z');
  });

  it("reads the slot on the user's own clock", () => {
    expect(pick({ timeZone: 'America/New_York' })).toBe('2026-11-26T14:00:00.000Z');
    // Already Thursday 09:00 in Auckland (UTC+13): Thursday 10:00 there is an hour away, not a week.
    expect(pick({ timeZone: 'Pacific/Auckland', slots: [{ weekday: 'thu', time: '10:00' }] })).toBe(
      '2026-11-25T21:00:00.000Z',
    );
  });

  it("skips today's slot once its time has passed, and a slot exactly at now", () => {
    expect(pick({ slots: [{ weekday: 'wed', time: '09:00' }] })).toBe('2026-12-02T09:00:00.000Z');
    expect(pick({ slots: [{ weekday: 'wed', time: '20:00' }] })).toBe('2026-12-02T20:00:00.000Z');
    expect(pick({ slots: [{ weekday: 'wed', time: '20:01' }] })).toBe('2026-11-25T20:01:00.000Z');
  });

  it('passes over slots a scheduled post already holds, to the minute', () => {
    expect(pick({ taken: [new Date('2026-11-26T09:00:30Z')] })).toBe('2026-12-01T09:00:00.000Z');
    expect(pick({ taken: [new Date('2026-11-26T09:01:00Z')] })).toBe('2026-11-26T09:00:00.000Z');
    const weeksOfThursdays = [0, 7, 14, 21].map((days) => new Date(Date.UTC(2026, 10, 26 + days, 9)));
    const weeksOfTuesdays = [0, 7, 14].map((days) => new Date(Date.UTC(2026, 11, 1 + days, 9)));
    expect(pick({ taken: [...weeksOfThursdays, ...weeksOfTuesdays] })).toBe('2026-12-22T09:00:00.000Z');
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // New York leaves summer time on 2026-11-01: Monday 09:00 is 13:00Z before and 14:00Z after.
    const friday = new Date('2026-10-30T12:00:00Z');
    const monday = [{ weekday: 'mon', time: '09:00' }] as const;
    expect(pick({ slots: [...monday], timeZone: 'America/New_York', now: friday })).toBe('2026-11-02T14:00:00.000Z');
    expect(pick({ slots: [...monday], timeZone: 'America/New_York', now: new Date('2026-10-20T12:00:00Z') })).toBe(
      '2026-10-26T13:00:00.000Z',
    );
  });

  it('moves a slot the clocks skip past the gap, and takes the first of a time that happens twice', () => {
    const sunday = [{ weekday: 'sun', time: '02:30' }] as const;
    // Berlin: clocks go forward 02:00 → 03:00 on 2027-03-28, back 03:00 → 02:00 on 2027-10-31.
    expect(pick({ slots: [...sunday], timeZone: 'Europe/Berlin', now: new Date('2027-03-27T12:00:00Z') })).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(pick({ slots: [...sunday], timeZone: 'Europe/Berlin', now: new Date('2027-10-30T12:00:00Z') })).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });
});

describe('instantOfWallTime', () => {
  it('is the inverse of reading the clock on an ordinary day', () => {
    const wall = { year: 2026, month: 7, day: 14, hour: 18, minute: 45 };
    expect(instantOfWallTime(wall, 'Asia/Kolkata').toISOString()).toBe('2026-07-14T13:15:00.000Z');
    expect(instantOfWallTime(wall, 'UTC').toISOString()).toBe('2026-07-14T18:45:00.000Z');
  });
});
