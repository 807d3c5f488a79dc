import { and, asc, eq, gt, inArray, lt, notExists } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { instructions, postFacetDays, posts, users } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
/**
 * Posts deleted per statement: each takes its comment cache and rule verdicts with it, clears its reference in
 * engagements, instructions and notices, and the facet trigger counts it out, all in that statement.
 */
const BATCH = 1_000;

/**
 * Deletes gathered posts posted more than POST_RETENTION_DAYS ago: the inbox lists at most 30 days back, so nothing
 * shows them, and a user whose feeds bring hundreds of posts a day would otherwise keep every one for good. What
 * the user did with them stays: engagements keep the person and the post's link (the profile timeline and the goals
 * read those), and a post a network action still waits on (pending or running) is kept until the action is done.
 * Then the facet rows of the days before the cutoff that no post counts under any more (n = 0) go; a row a kept
 * post still counts under stays, so a later delete of that post finds it. Answers how many posts went.
 */
export async function pruneOldPosts(
  ctx: { db: Db; config: Pick<Config, 'retention'> },
  now: Date,
  signal?: AbortSignal,
): Promise<number> {
  const { db } = ctx;
  const cutoff = new Date(now.getTime() - ctx.config.retention.postDays * DAY_MS);
  // Facet days are UTC dates of posted_at; the cutoff's own day may still hold posts and is left whole.
  const cutoffDay = cutoff.toISOString().slice(0, 10);
  let pruned = 0;
  // User by user: each delete is then a range of the user's (user_id, posted_at) index, not a scan of every post.
  let afterUser = '';
  for (;;) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(afterUser ? gt(users.id, afterUser) : undefined)
      .orderBy(asc(users.id))
      .limit(1);
    if (!user || signal?.aborted) break;
    afterUser = user.id;
    pruned += await pruneUserPosts(db, user.id, cutoff, signal);
    await db
      .delete(postFacetDays)
      .where(and(eq(postFacetDays.userId, user.id), lt(postFacetDays.day, cutoffDay), eq(postFacetDays.n, 0)));
  }
  return pruned;
}

async function pruneUserPosts(db: Db, userId: string, cutoff: Date, signal?: AbortSignal): Promise<number> {
  let pruned = 0;
  for (;;) {
    const old = db
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          eq(posts.userId, userId),
          lt(posts.postedAt, cutoff),
          notExists(
            db
              .select({ id: instructions.id })
              .from(instructions)
              .where(and(eq(instructions.postId, posts.id), inArray(instructions.status, ['pending', 'running']))),
          ),
        ),
      )
      .limit(BATCH);
    const deleted = await db.delete(posts).where(inArray(posts.id, old)).returning({ id: posts.id });
    pruned += deleted.length;
    if (deleted.length < BATCH || signal?.aborted) return pruned;
  }
}
