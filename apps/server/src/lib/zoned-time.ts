// Times as the user reads them: in their own time zone (users.time_zone).

function zoneOrUtc(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

function localParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant the user's current day began (local midnight), DST-safe. */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const zone = zoneOrUtc(timeZone);
  const local = localParts(now, zone);
  // The zone's offset at `now`, then at the candidate midnight (they differ on a DST change day).
  const offsetAt = (instant: Date) => {
    const p = localParts(instant, zone);
    return (
      Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000
    );
  };
  const midnightAsUtc = Date.UTC(local.year, local.month - 1, local.day);
  let guess = new Date(midnightAsUtc - offsetAt(now));
  guess = new Date(midnightAsUtc - offsetAt(guess));
  return guess;
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
