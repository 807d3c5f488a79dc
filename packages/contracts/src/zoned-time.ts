// The wall clock of a named time zone at an instant, shared by the server (weekly posting slots) and the web app
// (dates and times entered in the user's zone), so both read a zone's clock the same way.

/** A zone's date and time at an instant: calendar month 1–12, hour 0–23. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * One formatter a zone, built on first use: building one costs about 100 µs, reading an instant with it 8 µs, and
 * a request can read a dozen instants (a day's start, a week of posting slots). Time zones are a bounded set, but
 * their names are not (Intl takes any letter case), so past the bound a zone's formatter is built each time.
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 1000;

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23, not the locale's h24: midnight reads 0, never 24.
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (partsFormatters.size < MAX_CACHED_ZONES) partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `timeZone` (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's date and time at an instant (milliseconds since the epoch, or a Date). */
export function zonedPartsAt(instant: number | Date, timeZone: string): ZonedParts {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const p = zonedPartsAt(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/** A date and time on a zone's wall clock. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR = 3_600_000;

/**
 * The instant a wall-clock time stands for. A time that happens twice (the hour the clocks go back) is the first
 * of the two; a time that never happens (skipped when the clocks go forward) moves on by the length of the gap,
 * so 02:30 on a spring-forward night in Europe/Berlin is 03:30 summer time. This is what Temporal calls
 * 'compatible'. The server's slots and day starts and the web app's date-and-time fields all read times so.
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

/** The zone as given when it is a real one, else UTC (a stored zone no longer known to this runtime). */
export function zoneOrUtc(timeZone: string | null | undefined): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The calendar date `days` after the given one (plain calendar arithmetic, no zone involved). */
export function addDays(date: Pick<WallTime, 'year' | 'month' | 'day'>, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The instant the user's day began (local midnight), or the day `daysAfter` later: the first midnight where the
 * clocks go back over it (America/Havana), the first time after it where they skip it. An unknown zone reads as UTC.
 */
export function startOfLocalDay(now: Date | number, timeZone: string, daysAfter = 0): Date {
  const zone = zoneOrUtc(timeZone);
  const day = addDays(zonedPartsAt(now, zone), daysAfter);
  return instantOfWallTime({ ...day, hour: 0, minute: 0 }, zone);
}
