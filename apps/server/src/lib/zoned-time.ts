import { zoneOrUtc } from '@inroad/contracts/zoned-time';

// Times as the user reads them: in their own time zone (users.time_zone).

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
