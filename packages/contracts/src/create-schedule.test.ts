import { describe, expect, it } from 'vitest';
import { formatScheduledTime, parseScheduledTime, ScheduledTimeText, statusForSchedule } from './create-schedule.ts';

describe('scheduled times as UTC text', () => {
  it('formats an instant as YYYY-MM-DD HH:MM:SS in UTC and reads it back', () => {
    const instant = new Date('2026-03-29T01:30:05.250+02:00');
    expect(formatScheduledTime(instant)).toBe('2026-03-28 23:30:05');
    expect(parseScheduledTime('2026-03-28 23:30:05')?.toISOString()).toBe('2026-03-28T23:30:05.000Z');
  });

  it('refuses what is not a real date and time in that form', () => {
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-13-01 10:00:00',
      '2026-01-01T10:00:00Z',
      '2026-01-01 24:00:00',
      '',
    ]) {
      expect(parseScheduledTime(text), text).toBeNull();
      expect(ScheduledTimeText.safeParse(text).success, text).toBe(false);
    }
  });

  it('maps the schedule choices to statuses', () => {
    expect(statusForSchedule('asap')).toBe('scheduled');
    expect(statusForSchedule('custom_date')).toBe('scheduled');
    expect(statusForSchedule('none')).toBe('draft');
  });
});
