import { zonedPartsAt, zoneOffsetAt } from '@inroad/contracts/zoned-time';

// Wall-clock times in a named time zone, for weekly slots: which calendar day it is there, and the instant a
// given date and time on that clock stands for, across daylight-saving changes.

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The zone's date and time at an instant. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const { second: _second, ...wall } = zonedPartsAt(instant, timeZone);
  return wall;
}

const HOUR = 3_600_000;

/**
 * The instant a wall-clock time stands for. A time that happens twice (the hour the clocks go back) is the first
 * of the two; a time that never happens (skipped when the clocks go forward) moves on by the length of the gap,
 * so 02:30 on a spring-forward night in Europe/Berlin is 03:30 summer time. This is what Temporal calls
 * 'compatible'.
 */
export function instantOfWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Offsets in force a day either side cover any single change of the clocks near this time.
  const before = zoneOffsetAt(asUtc - 24 * HOUR, timeZone);
  const after = zoneOffsetAt(asUtc + 24 * HOUR, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => zoneOffsetAt(instant, timeZone) === asUtc - instant)
    .sort((a, b) => a - b);
  // No candidate reads back as that wall time: it falls in a gap; the offset before the gap carries it past it.
  return new Date(candidates[0] ?? asUtc - before);
}

/** The calendar date `days` after the given one (plain calendar arithmetic, no zone involved). */
export function addDays(date: Pick<WallTime, 'year' | 'month' | 'day'>, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday of a calendar date: 0 Monday … 6 Sunday. */
export function weekdayIndex(date: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}
