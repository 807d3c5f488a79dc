import { describe, expect, it } from 'vitest';
import { buildQuota } from '../../testing/engage-builders.ts';
import { goalBarColor, goalBars, goalBarWidth, quotaHints, waitingText } from './goal-bars.ts';

const NONE_WAITING = { like: 0, comment: 0, follow: 0, connect: 0 };

describe('goal bars', () => {
  it('fills the share of the goal reached, capped at 100%', () => {
    expect(goalBarWidth(0, 10)).toBe(0);
    expect(goalBarWidth(4, 10)).toBe(40);
    expect(goalBarWidth(1, 3)).toBeCloseTo(33.33, 1);
    expect(goalBarWidth(10, 10)).toBe(100);
    expect(goalBarWidth(25, 10)).toBe(100);
  });

  it('uses three greens: under half lightest, half to under the goal medium, reached darkest', () => {
    expect(goalBarColor(0, 10)).toBe('green.3');
    expect(goalBarColor(4, 10)).toBe('green.3');
    expect(goalBarColor(5, 10)).toBe('green.6');
    expect(goalBarColor(9, 10)).toBe('green.6');
    expect(goalBarColor(10, 10)).toBe('green.9');
    expect(goalBarColor(12, 10)).toBe('green.9');
    expect(goalBarColor(1, 3)).toBe('green.3');
    expect(goalBarColor(2, 3)).toBe('green.6');
  });

  it('measures every daily goal: likes 10, comments 3, follows 5, connects 3', () => {
    const bars = goalBars({ like: 5, comment: 3, follow: 0, connect: 7, waiting: NONE_WAITING });
    expect(bars.map((b) => [b.label, b.goal, b.width, b.color])).toEqual([
      ['Likes', 10, 50, 'green.6'],
      ['Comments', 3, 100, 'green.9'],
      ['Follows', 5, 0, 'green.3'],
      ['Connects', 3, 100, 'green.9'],
    ]);
  });

  it('counts only what was done toward the goal and draws what waits for the extension apart', () => {
    const waiting = { like: 2, comment: 1, follow: 0, connect: 5 };
    const bars = goalBars({ like: 4, comment: 0, follow: 0, connect: 2, waiting });
    expect(bars.map((b) => [b.label, b.count, b.waiting, b.width, b.waitingWidth, b.color])).toEqual([
      ['Likes', 4, 2, 40, 20, 'green.3'],
      ['Comments', 0, 1, 0, expect.closeTo(33.33, 1), 'green.3'],
      ['Follows', 0, 0, 0, 0, 'green.3'],
      // The waiting part fills at most what is left of the track.
      ['Connects', 2, 5, expect.closeTo(66.67, 1), expect.closeTo(33.33, 1), 'green.6'],
    ]);
    expect(waitingText(1)).toBe('1 waiting for the extension');
    expect(waitingText(0)).toBeNull();
  });

  it('words the caps that are near their limit', () => {
    expect(quotaHints(buildQuota({ used: { like: 95, comment: 3 } }).caps)).toEqual(['Likes: 95 of 100 in 24 hours']);
    expect(quotaHints(buildQuota({ used: { connect: 80 } }).caps)).toEqual([
      'Connection requests: 80 of 20 in 24 hours',
      'Connection requests: 80 of 80 in 7 days',
    ]);
    // A note cap applies to free accounts only.
    expect(quotaHints(buildQuota({ used: { connect_note: 5 } }).caps)).toEqual([]);
    expect(quotaHints(buildQuota({ account: 'free', used: { connect_note: 4 } }).caps)).toEqual([
      'Connection notes: 4 of 5 in 30 days',
    ]);
  });
});
