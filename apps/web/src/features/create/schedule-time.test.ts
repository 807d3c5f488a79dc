import { describe, expect, it } from 'vitest';
import {
  PAST_DATE_MESSAGE,
  resolveTimeZone,
  scheduledTimeLabel,
  scheduledTimeToZoned,
  scheduleRequest,
  todayIn,
  zonedToScheduledTime,
} from './schedule-time.ts';

describe('scheduled times in the user zone', () => {
  it('turns a wall-clock date and time into UTC text, across daylight saving', () => {
    expect(zonedToScheduledTime('2026-11-26', '09:00', 'America/New_York')).toBe('2026-11-26 14:00:00');
    expect(zonedToScheduledTime('2026-07-01', '09:00', 'America/New_York')).toBe('2026-07-01 13:00:00');
    expect(zonedToScheduledTime('2026-03-29', '09:30', 'Europe/Berlin')).toBe('2026-03-29 07:30:00');
    expect(zonedToScheduledTime('2026-12-31', '23:15', 'Asia/Tokyo')).toBe('2026-12-31 14:15:00');
    expect(zonedToScheduledTime('2026-11-26', '', 'UTC')).toBeNull();
    // As the server reads its slots: a time the clocks skip moves past the gap, a time they repeat is the first.
    expect(zonedToScheduledTime('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08 07:30:00');
    expect(zonedToScheduledTime('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25 00:30:00');
    // Midnight skipped in Santiago stays on its own day.
    expect(zonedToScheduledTime('2026-09-06', '00:30', 'America/Santiago')).toBe('2026-09-06 04:30:00');
    expect(scheduledTimeToZoned('2026-11-26 14:00:00', 'America/New_York')).toEqual({
      date: '2026-11-26',
      time: '09:00',
    });
  });

  it("knows the zone's today and refuses a custom date before it", () => {
    const now = new Date('2026-11-26T03:00:00Z');
    expect(todayIn('America/New_York', now)).toBe('2026-11-25');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-11-26');
    const input = { choice: 'custom_date', time: '09:00' } as const;
    expect(scheduleRequest({ ...input, date: '2026-11-24' }, 'America/New_York', now)).toEqual({
      ok: false,
      error: PAST_DATE_MESSAGE,
    });
    expect(scheduleRequest({ ...input, date: '2026-11-25' }, 'America/New_York', now)).toEqual({
      ok: true,
      schedule: 'custom_date',
      scheduledTime: '2026-11-25 14:00:00',
    });
    expect(scheduleRequest({ choice: 'asap', date: '', time: '' }, 'UTC', now)).toEqual({ ok: true, schedule: 'asap' });
    expect(scheduleRequest({ choice: 'none', date: '', time: '' }, 'UTC', now)).toEqual({ ok: true, schedule: 'none' });
  });

  it("labels times in the user's zone, a scheduled post without one as ASAP, a draft without one as nothing", () => {
    expect(scheduledTimeLabel('2026-11-26 14:00:00', 'scheduled', 'America/New_York')).toBe(
      'Nov 26, 2026, 9:00 AM EST',
    );
    expect(scheduledTimeLabel(null, 'scheduled', 'UTC')).toBe('ASAP');
    expect(scheduledTimeLabel(null, 'draft', 'UTC')).toBe('');
    expect(resolveTimeZone('Not/AZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
