import { describe, expect, it } from 'vitest';
import { resolveSchedule } from './schedule.ts';

const now = new Date('2026-11-25T06:30:00Z');

describe('schedule choices', () => {
  it('stores asap as scheduled without a time and none as a draft', () => {
    expect(resolveSchedule({ schedule: 'asap', scheduledTime: undefined, timeZone: 'UTC', now })).toEqual({
      status: 'scheduled',
      scheduledTime: null,
    });
    expect(resolveSchedule({ schedule: 'none', scheduledTime: '2020-01-01 00:00:00', timeZone: 'UTC', now })).toEqual({
      status: 'draft',
      scheduledTime: null,
    });
  });

  it('stores a custom date as its instant', () => {
    const resolved = resolveSchedule({
      schedule: 'custom_date',
      scheduledTime: '2026-11-26 09:00:00',
      timeZone: 'UTC',
      now,
    });
    expect(resolved.status).toBe('scheduled');
    expect(resolved.scheduledTime?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });

  it("refuses a date before the user's today, in their own time zone", () => {
    // 06:30 UTC is still Nov 24 in Los Angeles (22:30), so 05:00 UTC on Nov 25 (21:00 Nov 24 there) is today.
    const laToday = { schedule: 'custom_date' as const, scheduledTime: '2026-11-25 05:00:00', now };
    expect(resolveSchedule({ ...laToday, timeZone: 'America/Los_Angeles' }).status).toBe('scheduled');
    expect(() => resolveSchedule({ ...laToday, timeZone: 'UTC' })).not.toThrow();
    // In Tokyo it is already Nov 25 15:30, so Nov 24 23:00 UTC (Nov 25 08:00 there) is today, 14:00 UTC is not.
    expect(() =>
      resolveSchedule({ schedule: 'custom_date', scheduledTime: '2026-11-24 14:00:00', timeZone: 'Asia/Tokyo', now }),
    ).toThrow('scheduledTime: the custom date cannot be before today');
    expect(
      resolveSchedule({ schedule: 'custom_date', scheduledTime: '2026-11-24 16:00:00', timeZone: 'Asia/Tokyo', now })
        .status,
    ).toBe('scheduled');
    expect(() =>
      resolveSchedule({ schedule: 'custom_date', scheduledTime: '2026-11-24 23:00:00', timeZone: 'UTC', now }),
    ).toThrow('cannot be before today');
  });
});
