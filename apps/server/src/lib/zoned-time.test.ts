import { describe, expect, it } from 'vitest';
import { formatLocalTime, startOfLocalDay } from './zoned-time.ts';

describe('startOfLocalDay', () => {
  it('finds local midnight, also on the days clocks change', () => {
    expect(startOfLocalDay(new Date('2025-06-10T15:00:00Z'), 'UTC').toISOString()).toBe('2025-06-10T00:00:00.000Z');
    expect(startOfLocalDay(new Date('2025-06-10T02:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2025-06-09T15:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2025-06-10T02:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2025-06-09T07:00:00.000Z',
    );
    // New York springs forward at 02:00 on 9 March 2025 and falls back on 2 November.
    expect(startOfLocalDay(new Date('2025-03-09T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2025-11-02T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2025-11-02T04:00:00.000Z',
    );
    // Havana and the Azores go back over midnight itself: the day began at the first of the two.
    expect(startOfLocalDay(new Date('2026-11-01T15:00:00Z'), 'America/Havana').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2026-10-25T15:00:00Z'), 'Atlantic/Azores').toISOString()).toBe(
      '2026-10-25T00:00:00.000Z',
    );
    // An unknown zone reads as UTC, the second time too (a known zone's formatter is remembered).
    for (let round = 0; round < 2; round++) {
      expect(startOfLocalDay(new Date('2025-06-10T15:00:00Z'), 'Not/AZone').toISOString()).toBe(
        '2025-06-10T00:00:00.000Z',
      );
      expect(startOfLocalDay(new Date('2025-06-10T15:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
        '2025-06-10T15:00:00.000Z',
      );
    }
  });
});

describe('formatLocalTime', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it('says the time today, the date and time on another day, with the zone', () => {
    expect(formatLocalTime(new Date('2025-06-10T14:05:00Z'), now, 'UTC')).toBe('at 14:05 UTC');
    expect(formatLocalTime(new Date('2025-06-12T09:30:00Z'), now, 'UTC')).toBe('on Jun 12 at 09:30 UTC');
    expect(formatLocalTime(new Date('2025-06-10T14:05:00Z'), now, 'Asia/Tokyo')).toBe('at 23:05 GMT+9');
    expect(formatLocalTime(new Date('2025-06-10T16:05:00Z'), now, 'Asia/Tokyo')).toBe('on Jun 11 at 01:05 GMT+9');
  });
});
