import { isTimeZone, zonedPartsAt, zoneOffsetAt } from '@inroad/contracts/zoned-time';

// Times as the user reads them: in their own time zone (users.time_zone).

function zoneOrUtc(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The instant the user's current day began (local midnight), DST-safe. */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const zone = zoneOrUtc(timeZone);
  const local = zonedPartsAt(now, zone);
  // The zone's offset at `now`, then at the candidate midnight (they differ on a DST change day).
  const midnightAsUtc = Date.UTC(local.year, local.month - 1, local.day);
  let guess = midnightAsUtc - zoneOffsetAt(now.getTime(), zone);
  guess = midnightAsUtc - zoneOffsetAt(guess, zone);
  return new Date(guess);
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
