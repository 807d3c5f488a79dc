import { instantOfWallTime, isTimeZone, zonedPartsAt } from '@inroad/contracts/zoned-time';

// Times as the user reads them: in their own time zone (users.time_zone).

function zoneOrUtc(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : 'UTC';
}

/**
 * The instant the user's current day began (local midnight): the first midnight where the clocks go back over it
 * (America/Havana), the first time after it where they skip it.
 */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const zone = zoneOrUtc(timeZone);
  const { year, month, day } = zonedPartsAt(now, zone);
  return instantOfWallTime({ year, month, day, hour: 0, minute: 0 }, zone);
}

/** "14:05 UTC" today, "Jan 5 at 14:05 UTC" on another day, in the user's time zone. */
export function formatLocalTime(date: Date, now: Date, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date);
  const day = (d: Date) => new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium' }).format(d);
  if (day(date) === day(now)) return `at ${time}`;
  const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'short', day: 'numeric' }).format(date);
  return `on ${monthDay} at ${time}`;
}
