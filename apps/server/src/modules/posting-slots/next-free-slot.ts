import { NO_POSTING_SLOTS_MESSAGE, WEEKDAYS, type Weekday } from '@inroad/contracts/posting-slots';
import { addDays, instantOfWallTime } from '@inroad/contracts/zoned-time';
import { wallTimeAt, weekdayIndex } from './wall-clock.ts';

export type NextFreeSlotResult = { ok: true; instant: Date } | { ok: false; message: string };

const MINUTE = 60_000;
const minuteOf = (instant: Date) => Math.floor(instant.getTime() / MINUTE);

/**
 * The earliest weekly slot (weekday + HH:MM on the zone's clock) strictly after `now` whose minute no scheduled
 * post already holds. Each week offers every slot once, so searching as many weeks as there are taken times
 * (plus a spare week either side) always finds a free one when there are slots at all.
 */
export function nextFreeSlot(options: {
  slots: { weekday: Weekday; time: string }[];
  taken: Date[];
  timeZone: string;
  now: Date;
}): NextFreeSlotResult {
  const { slots, timeZone, now } = options;
  if (slots.length === 0) return { ok: false, message: NO_POSTING_SLOTS_MESSAGE };
  const taken = new Set(options.taken.map(minuteOf));
  const byDay = WEEKDAYS.map((weekday) =>
    slots
      .filter((slot) => slot.weekday === weekday)
      .map((slot) => slot.time)
      .sort(),
  );
  const today = wallTimeAt(now, timeZone);
  const days = 7 * (Math.ceil(taken.size / slots.length) + 2);
  for (let offset = 0; offset <= days; offset++) {
    const date = addDays(today, offset);
    const candidates = byDay[weekdayIndex(date)]!.map((time) => {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      return instantOfWallTime({ ...date, hour, minute }, timeZone);
    });
    // Sorted again by instant: a slot in a DST gap moves forward and may pass a later slot of the same day.
    candidates.sort((a, b) => a.getTime() - b.getTime());
    const free = candidates.find((instant) => instant.getTime() > now.getTime() && !taken.has(minuteOf(instant)));
    if (free) return { ok: true, instant: free };
  }
  return { ok: false, message: 'schedule: every posting slot in the coming weeks is already taken' };
}
