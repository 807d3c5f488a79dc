import type { Rule } from '@inroad/contracts/rule';
import type { TrackerPlatform } from '@inroad/contracts/tracker';
import { and, asc, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { posts, sources, trackers } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

/** What a tracker or a source gives a post: tags from its tags (a source's also its name), keywords from its rules. */
export interface TagGiver {
  id: string;
  tags: string[];
  rules: Rule[];
}

export interface TrackerGiver extends TagGiver {
  platform: TrackerPlatform;
}

export interface SourceGiver extends TagGiver {
  name: string;
  /** The source's search keywords, highlighted in its posts. */
  keywords: string[];
}

export interface TagGivers {
  trackers: TrackerGiver[];
  sources: SourceGiver[];
}

/**
 * Every tracker and source of the user. `hold`: the trackers are held until the transaction ends, oldest first (the
 * order ingest holds them in, see lockTrackers), so a tracker deleted or edited meanwhile waits for what is written
 * now, and its job (posts.retag) then finds it.
 */
export async function listTagGivers(
  db: DbOrTx,
  userId: string,
  { hold = false }: { hold?: boolean } = {},
): Promise<TagGivers> {
  const trackerQuery = db
    .select({ id: trackers.id, tags: trackers.tags, rules: trackers.rules, platform: trackers.platform })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId))
    .orderBy(trackers.createdAt, trackers.id);
  const sourceRows = db
    .select({
      id: sources.id,
      name: sources.name,
      tags: sources.tags,
      rules: sources.rules,
      keywords: sources.keywords,
    })
    .from(sources)
    .where(ownedBy(sources.userId, userId));
  return { trackers: await (hold ? trackerQuery.for('share') : trackerQuery), sources: await sourceRows };
}

export function holdTagGivers(tx: Tx, userId: string): Promise<TagGivers> {
  return listTagGivers(tx, userId, { hold: true });
}

/**
 * A page of the user's posts that carry tags of the kind, in id order after `afterId`, with those tags. Which of
 * them a tracker or source tagged is decided in JavaScript: a post may carry a tag in another case (tags merge as
 * spelled), and the database's lower() may not fold letters beyond ASCII as JavaScript does.
 */
export async function findTaggedPosts(
  db: DbOrTx,
  userId: string,
  column: 'ruleTags' | 'sourceTags',
  options: { afterId?: string; limit: number },
): Promise<{ id: string; tags: string[] }[]> {
  const tags = posts[column];
  return db
    .select({ id: posts.id, tags })
    .from(posts)
    .where(
      ownedBy(
        posts.userId,
        userId,
        and(sql`cardinality(${tags}) > 0`, options.afterId ? gt(posts.id, options.afterId) : undefined),
      ),
    )
    .orderBy(asc(posts.id))
    .limit(options.limit);
}
