import { BEST_HOURS_MIN_POSTS, BEST_HOURS_SHOWN, type BestHours } from '@inroad/contracts/publishing';
import type { DbOrTx } from '../../db/client.ts';
import { userTimeZone } from '../user/user.queries.ts';
import * as q from './publishing.queries.ts';

type PublishedNumbers = { publishedAt: Date; likes: number; comments: number; shares: number | null };

/**
 * Ranks the hours of the day (in `timeZone`) by the mean likes + comments + shares of the posts published in them.
 * An hour with fewer than BEST_HOURS_MIN_POSTS posts is left out: one lucky post is not a pattern.
 */
export function rankHours(posts: readonly PublishedNumbers[], timeZone: string): BestHours {
  const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
  const byHour = new Map<number, { posts: number; total: number }>();
  for (const post of posts) {
    const hour = Number(hourOf.format(post.publishedAt));
    const entry = byHour.get(hour) ?? { posts: 0, total: 0 };
    entry.posts += 1;
    entry.total += post.likes + post.comments + (post.shares ?? 0);
    byHour.set(hour, entry);
  }
  const hours = [...byHour.entries()]
    .filter(([, entry]) => entry.posts >= BEST_HOURS_MIN_POSTS)
    .map(([hour, entry]) => ({ hour, posts: entry.posts, meanEngagement: entry.total / entry.posts }))
    .sort((a, b) => b.meanEngagement - a.meanEngagement || b.posts - a.posts || a.hour - b.hour)
    .slice(0, BEST_HOURS_SHOWN);
  return { timeZone, postsWithNumbers: posts.length, minPostsPerHour: BEST_HOURS_MIN_POSTS, hours };
}

/** GET /publications/best_hours: the user's own published posts with numbers, in their settings' time zone. */
export async function bestHours(options: { db: DbOrTx; userId: string }): Promise<BestHours> {
  const timeZone = await userTimeZone(options.db, options.userId);
  const posts = (await q.publishedWithMetrics(options.db, options.userId)).flatMap((post) =>
    post.publishedAt && post.likes !== null && post.comments !== null
      ? [{ publishedAt: post.publishedAt, likes: post.likes, comments: post.comments, shares: post.shares }]
      : [],
  );
  return rankHours(posts, timeZone);
}
