import { describe, expect, it } from 'vitest';
import { formatClockTime, formatTimeOfDay } from './format.ts';

describe('formatTimeOfDay', () => {
  it('shows a 24-hour wall-clock time the 12-hour way the app shows times', () => {
    expect(formatTimeOfDay('00:00')).toBe('12:00 AM');
    expect(formatTimeOfDay('09:05')).toBe('9:05 AM');
    expect(formatTimeOfDay('12:30')).toBe('12:30 PM');
    expect(formatTimeOfDay('16:30')).toBe('4:30 PM');
    expect(formatTimeOfDay('23:59')).toBe('11:59 PM');
  });

  it('reads a whole hour given without its leading zero', () => {
    expect(formatTimeOfDay('7:00')).toBe('7:00 AM');
  });
});

describe('formatClockTime', () => {
  it("shows an instant's time on the device's clock (the tests run in UTC)", () => {
    expect(formatClockTime('2026-11-25T16:30:00Z')).toBe('4:30 PM');
    expect(formatClockTime('2026-11-25T21:05:00+05:00')).toBe('4:05 PM');
  });
});
