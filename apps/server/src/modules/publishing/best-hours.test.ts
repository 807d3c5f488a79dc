import { BEST_HOURS_MIN_POSTS, BEST_HOURS_SHOWN } from '@inroad/contracts/publishing';
import { describe, expect, it } from 'vitest';
import { rankHours } from './best-hours.ts';

const post = (iso: string, likes: number, comments = 0, shares: number | null = 0) => ({
  publishedAt: new Date(iso),
  likes,
  comments,
  shares,
});

describe('rankHours', () => {
  it('ranks hours on the user’s clock by mean engagement, leaving out hours with too few posts', () => {
    const ranked = rankHours(
      [
        // 14:00 UTC = 09:00 in New York (November): two posts, mean 15.
        post('2026-11-02T14:10:00Z', 10, 2, 1),
        post('2026-11-03T14:40:00Z', 12, 3, null),
        // 22:00 UTC = 17:00 New York: two posts, mean 30.
        post('2026-11-04T22:00:00Z', 20),
        post('2026-11-05T22:30:00Z', 40),
        // 03:00 UTC = 22:00 New York: one viral post, below the minimum.
        post('2026-11-06T03:00:00Z', 500),
      ],
      'America/New_York',
    );
    expect(ranked).toEqual({
      timeZone: 'America/New_York',
      postsWithNumbers: 5,
      minPostsPerHour: BEST_HOURS_MIN_POSTS,
      hours: [
        { hour: 17, posts: 2, meanEngagement: 30 },
        { hour: 9, posts: 2, meanEngagement: 14 },
      ],
    });
  });

  it(`shows at most ${BEST_HOURS_SHOWN} hours, and none without enough history`, () => {
    const many = [8, 9, 10, 11].flatMap((hour) => [
      post(`2026-11-02T${String(hour).padStart(2, '0')}:00:00Z`, hour),
      post(`2026-11-03T${String(hour).padStart(2, '0')}:00:00Z`, hour),
    ]);
    expect(rankHours(many, 'UTC').hours.map((h) => h.hour)).toEqual([11, 10, 9]);
    expect(rankHours([post('2026-11-02T08:00:00Z', 3)], 'UTC').hours).toEqual([]);
    expect(rankHours([], 'UTC')).toMatchObject({ postsWithNumbers: 0, hours: [] });
  });
});
