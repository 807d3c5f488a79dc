import { describe, expect, it } from 'vitest';
import { formatLocalTime } from './zoned-time.ts';

describe('formatLocalTime', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it('says the time today, the date and time on another day, with the zone', () => {
    expect(formatLocalTime(new Date('2025-06-10T14:05:00Z'), now, 'UTC')).toBe('at 14:05 UTC');
    expect(formatLocalTime(new Date('2025-06-12T09:30:00Z'), now, 'UTC')).toBe('on Jun 12 at 09:30 UTC');
    expect(formatLocalTime(new Date('2025-06-10T14:05:00Z'), now, 'Asia/Tokyo')).toBe('at 23:05 GMT+9');
    expect(formatLocalTime(new Date('2025-06-10T16:05:00Z'), now, 'Asia/Tokyo')).toBe('on Jun 11 at 01:05 GMT+9');
  });
});
