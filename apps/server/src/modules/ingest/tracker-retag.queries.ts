import type { Rule } from '@inroad/contracts/rule';
import { and, asc, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { posts, sources, trackers } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export interface TagOwner {
  tags: string[];
  rules: Rule[];
}

/** The user's other trackers: what still gives a tag or keyword once one tracker is changed or deleted. */
export async function listOtherTrackers(db: DbOrTx, userId: string, trackerId: string): Promise<TagOwner[]> {
  return db
    .select({ tags: trackers.tags, rules: trackers.rules })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId, ne(trackers.id, trackerId)));
}

/** The user's sources' rules and search keywords: the other givers of a post's keywords. */
export async function listSourceKeywordGivers(
  db: DbOrTx,
  userId: string,
): Promise<{ rules: Rule[]; keywords: string[] }[]> {
  return db
    .select({ rules: sources.rules, keywords: sources.keywords })
    .from(sources)
    .where(ownedBy(sources.userId, userId));
}

/**
 * Every tracker's tags and rules and every source's rules and search keywords, the trackers held until the
 * transaction ends: a tracker deleted or edited meanwhile waits for what is written now, and its job (tracker.retag)
 * then finds it.
 */
export async function holdTagGivers(
  tx: Tx,
  userId: string,
): Promise<{ trackers: TagOwner[]; sources: { rules: Rule[]; keywords: string[] }[] }> {
  const held = await tx
    .select({ tags: trackers.tags, rules: trackers.rules })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId))
    // In the order ingest holds them (listTaggingTrackers): see lockTrackers.
    .orderBy(trackers.createdAt, trackers.id)
    .for('share');
  return { trackers: held, sources: await listSourceKeywordGivers(tx, userId) };
}

/**
 * A page of the user's posts that carry tracker tags, in id order after `afterId`, with those tags. Which of them a
 * tracker tagged is decided in JavaScript: a post may carry its tag in another case (the first tracker's spelling
 * wins on a post), and the database's lower() may not fold letters beyond ASCII as JavaScript does.
 */
export async function findTaggedPosts(
  db: DbOrTx,
  userId: string,
  options: { afterId?: string; limit: number },
): Promise<{ id: string; ruleTags: string[] }[]> {
  return db
    .select({ id: posts.id, ruleTags: posts.ruleTags })
    .from(posts)
    .where(
      ownedBy(
        posts.userId,
        userId,
        and(sql`cardinality(${posts.ruleTags}) > 0`, options.afterId ? gt(posts.id, options.afterId) : undefined),
      ),
    )
    .orderBy(asc(posts.id))
    .limit(options.limit);
}
