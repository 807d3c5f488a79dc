import { describe, expect, it } from 'vitest';
import { isTimeZone, startOfLocalDay, zonedPartsAt, zoneOffsetAt } from './zoned-time.ts';

const HOUR = 3_600_000;

describe('a zone wall clock', () => {
  it('reads the date and time in the zone, not in UTC', () => {
    const instant = Date.parse('2026-01-01T03:04:05Z');
    expect(zonedPartsAt(instant, 'America/New_York')).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 22,
      minute: 4,
      second: 5,
    });
    expect(zonedPartsAt(new Date(instant), 'Asia/Kolkata')).toMatchObject({ day: 1, hour: 8, minute: 34 });
  });

  it('reads each zone by its own clock when zones alternate, and refuses an unknown zone every time', () => {
    const instant = Date.parse('2026-01-01T12:00:00Z');
    for (let round = 0; round < 2; round++) {
      expect(zonedPartsAt(instant, 'Asia/Tokyo').hour).toBe(21);
      expect(zonedPartsAt(instant, 'America/Los_Angeles').hour).toBe(4);
      expect(() => zonedPartsAt(instant, 'Not/AZone')).toThrow(RangeError);
    }
  });

  it('tells a known zone from an unknown one, whatever the letter case', () => {
    for (const zone of ['Europe/Berlin', 'UTC', 'europe/berlin']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Not/AZone', '', 'Europe/Berlin\u0000']) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('reads midnight as hour 0', () => {
    expect(zonedPartsAt(Date.parse('2026-06-15T22:00:00Z'), 'Europe/Berlin')).toMatchObject({ day: 16, hour: 0 });
  });

  it('gives the offset in force on each side of a daylight-saving change', () => {
    // Europe/Berlin goes from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026.
    expect(zoneOffsetAt(Date.parse('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe(HOUR);
    expect(zoneOffsetAt(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(zoneOffsetAt(Date.parse('2026-07-01T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('ignores the milliseconds of the instant', () => {
    expect(zoneOffsetAt(Date.parse('2026-07-01T12:00:00.750Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });
});

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
