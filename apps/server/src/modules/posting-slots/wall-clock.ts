import { type WallTime, zonedPartsAt } from '@inroad/contracts/zoned-time';

// Wall-clock times in a named time zone, for weekly slots: which calendar day it is there (the instant a given date
// and time on that clock stands for is instantOfWallTime, shared with the web app).

/** The zone's date and time at an instant. */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const { second: _second, ...wall } = zonedPartsAt(instant, timeZone);
  return wall;
}

/** ISO weekday of a calendar date: 0 Monday … 6 Sunday. */
export function weekdayIndex(date: Pick<WallTime, 'year' | 'month' | 'day'>): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}
