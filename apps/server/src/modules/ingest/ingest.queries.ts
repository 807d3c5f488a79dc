import type { PostPlatform } from '@inroad/contracts/post';
import { arrayOverlaps, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import {
  hiddenAuthors,
  posts,
  ruleVerdicts,
  type StoredTrackerRetroactive,
  sources,
  trackers,
} from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import type { TaggingSource, TaggingTracker } from './post-tagging.ts';

export type PostInsert = typeof posts.$inferInsert;

/** `hold`: as listTaggingTrackers, the source is held until the transaction ends. */
export async function findTaggingSource(
  db: DbOrTx,
  userId: string,
  sourceId: string,
  { hold = false }: { hold?: boolean } = {},
): Promise<TaggingSource | undefined> {
  const query = db
    .select({
      id: sources.id,
      name: sources.name,
      tags: sources.tags,
      keywords: sources.keywords,
      rules: sources.rules,
      updatedAt: sources.updatedAt,
    })
    .from(sources)
    .where(ownedBy(sources.userId, userId, eq(sources.id, sourceId)));
  const [row] = await (hold ? query.for('share') : query);
  return row;
}

/** What tagging reads of a tracker; updatedAt is its version, the key its compiled rules are cached under. */
const taggingTrackerColumns = {
  id: trackers.id,
  platform: trackers.platform,
  tags: trackers.tags,
  rules: trackers.rules,
  updatedAt: trackers.updatedAt,
};

/**
 * `hold`: the trackers are held until the transaction ends, so a tracker deleted or edited meanwhile waits for the
 * posts tagged now, and its job (posts.retag) then finds them.
 */
export async function listTaggingTrackers(
  db: DbOrTx,
  userId: string,
  { hold = false }: { hold?: boolean } = {},
): Promise<TaggingTracker[]> {
  const query = db
    .select(taggingTrackerColumns)
    .from(trackers)
    .where(ownedBy(trackers.userId, userId))
    .orderBy(trackers.createdAt, trackers.id);
  return hold ? query.for('share') : query;
}

export async function findTaggingTracker(
  db: DbOrTx,
  userId: string,
  trackerId: string,
): Promise<TaggingTracker | undefined> {
  const [row] = await db
    .select(taggingTrackerColumns)
    .from(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, trackerId)));
  return row;
}

/**
 * Whether the tracker is still there, holding it until the transaction ends: a deletion waits for what the caller
 * writes in its name, and what it writes after a deletion finds nothing.
 */
export async function holdTracker(tx: Tx, userId: string, trackerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: trackers.id })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, trackerId)))
    .for('share');
  return rows.length > 0;
}

export async function listHiddenAuthorKeys(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: hiddenAuthors.authorKey })
    .from(hiddenAuthors)
    .where(ownedBy(hiddenAuthors.userId, userId));
  return new Set(rows.map((r) => r.key));
}

export type AuthorFlags = { followed: boolean; connected: boolean; previouslyEngaged: boolean };

/**
 * What the user's stored posts say of these authors, by author key: followed, connected, engaged with before. The
 * flags are the author's, set on all their posts at once; a new post of theirs takes them too.
 */
export async function authorFlagsOf(db: DbOrTx, userId: string, keys: string[]): Promise<Map<string, AuthorFlags>> {
  const flags = new Map<string, AuthorFlags>();
  if (keys.length === 0) return flags;
  const rows = await db
    .select({
      authorKeys: posts.authorKeys,
      followed: posts.followed,
      connected: posts.connected,
      previouslyEngaged: posts.previouslyEngaged,
    })
    .from(posts)
    .where(
      ownedBy(
        posts.userId,
        userId,
        arrayOverlaps(posts.authorKeys, keys),
        or(eq(posts.followed, true), eq(posts.connected, true), eq(posts.previouslyEngaged, true)),
      ),
    );
  for (const row of rows) {
    for (const key of row.authorKeys) {
      const known = flags.get(key) ?? { followed: false, connected: false, previouslyEngaged: false };
      flags.set(key, {
        followed: known.followed || row.followed,
        connected: known.connected || row.connected,
        previouslyEngaged: known.previouslyEngaged || row.previouslyEngaged,
      });
    }
  }
  return flags;
}

const existingColumns = {
  id: posts.id,
  platform: posts.platform,
  externalId: posts.externalId,
  content: posts.content,
  authorKeys: posts.authorKeys,
  sourceTags: posts.sourceTags,
  ruleTags: posts.ruleTags,
  contentTags: posts.contentTags,
  keywordTags: posts.keywordTags,
  keywords: posts.keywords,
  passesSourceRules: posts.passesSourceRules,
  rulesPending: posts.rulesPending,
  posterFollowers: posts.posterFollowers,
  numLikes: posts.numLikes,
  numComments: posts.numComments,
  numShares: posts.numShares,
  imageUrl: posts.imageUrl,
  videoUrl: posts.videoUrl,
  externalLink: posts.externalLink,
  carouselImages: posts.carouselImages,
  fullCarouselUrl: posts.fullCarouselUrl,
};
const selectExisting = (db: DbOrTx, userId: string, platform: PostPlatform, externalIds: string[]) =>
  db
    .select(existingColumns)
    .from(posts)
    .where(ownedBy(posts.userId, userId, eq(posts.platform, platform), inArray(posts.externalId, externalIds)))
    .for('update');
export type ExistingPost = Awaited<ReturnType<typeof selectExisting>>[number];

/**
 * The posts of a batch already stored, locked until the batch commits so concurrent ingests merge in turn. One
 * lookup per platform: naming it lets the unique (user_id, platform, external_id) index answer (without it,
 * PostgreSQL scans every user's posts).
 */
export async function lockExistingPosts(
  db: DbOrTx,
  userId: string,
  keys: readonly { platform: PostPlatform; externalId: string }[],
): Promise<ExistingPost[]> {
  const byPlatform = new Map<PostPlatform, string[]>();
  for (const { platform, externalId } of keys) {
    const ids = byPlatform.get(platform) ?? [];
    ids.push(externalId);
    byPlatform.set(platform, ids);
  }
  const found: ExistingPost[] = [];
  for (const [platform, externalIds] of byPlatform) {
    found.push(...(await selectExisting(db, userId, platform, externalIds)));
  }
  return found;
}

/** Array union in SQL, order kept: the stored tags first, then new ones. */
const mergeArray = (column: string) =>
  `array(select t from unnest("posts"."${column}" || excluded."${column}") with ordinality as u(t, i) group by t order by min(i))`;

/** What a stored post becomes when it arrives again (see upsertPosts), by column. */
const REFRESH: Record<string, string> = {
  source_id: 'coalesce("posts"."source_id", excluded.source_id)',
  url: 'excluded.url',
  content: 'excluded.content',
  poster_name: 'excluded.poster_name',
  poster_headline: 'excluded.poster_headline',
  poster_profile_url: 'excluded.poster_profile_url',
  poster_image_url: 'excluded.poster_image_url',
  poster_sales_nav_id: 'excluded.poster_sales_nav_id',
  poster_entity_id: 'excluded.poster_entity_id',
  poster_slug: 'excluded.poster_slug',
  author_keys: mergeArray('author_keys'),
  connection_depth: 'excluded.connection_depth',
  connection_bucket: 'excluded.connection_bucket',
  is_executive: 'excluded.is_executive',
  image_url: 'excluded.image_url',
  video_url: 'excluded.video_url',
  external_link: 'excluded.external_link',
  carousel_images: 'excluded.carousel_images',
  full_carousel_url: 'excluded.full_carousel_url',
  num_likes: 'excluded.num_likes',
  num_comments: 'excluded.num_comments',
  num_shares: 'excluded.num_shares',
  // A refresh that carried no comments does not erase the ones already known.
  comments: 'case when jsonb_array_length(excluded.comments) > 0 then excluded.comments else "posts"."comments" end',
  source_tags: mergeArray('source_tags'),
  rule_tags: mergeArray('rule_tags'),
  keyword_tags: mergeArray('keyword_tags'),
  keywords: mergeArray('keywords'),
  passes_source_rules: '"posts"."passes_source_rules" or excluded.passes_source_rules',
  rules_pending: 'excluded.rules_pending',
  // Edited text needs new content tags and a new summary; unchanged text keeps them.
  enriched_at: 'case when "posts"."content" = excluded.content then "posts"."enriched_at" else null end',
  relevance_base: 'excluded.relevance_base',
  influence: 'excluded.influence',
  search_text: 'excluded.search_text',
  updated_at: 'now()',
};
const REFRESH_SET = Object.entries(REFRESH)
  .map(([column, value]) => `"${column}" = ${value}`)
  .join(', ');
const POST_COLUMNS: Record<string, PgColumn> = getTableColumns(posts);

/**
 * Inserts new posts and refreshes stored ones. A stored post keeps its date, its user state (read, archived,
 * liked, ...), its content tags and summary; tags merge, counts and content follow the network.
 *
 * The rows travel as one JSON parameter (json_populate_recordset turns them into posts rows): building a
 * 100-row, 40-column INSERT with Drizzle's query builder cost more CPU than the database's whole work on it.
 * Every row has the same keys; a key left out takes the column's default.
 */
export async function upsertPosts(
  db: DbOrTx,
  rows: PostInsert[],
): Promise<{ id: string; platform: string; externalId: string; inserted: boolean }[]> {
  const first = rows[0];
  if (first === undefined) return [];
  const keys = Object.keys(first) as (keyof PostInsert)[];
  const names = keys.map((key) => {
    const column = POST_COLUMNS[key];
    if (!column) throw new Error(`upsertPosts: no column for ${key}`);
    return column.name;
  });
  // json_populate_recordset matches the rows' keys with the columns' names.
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      record[names[i] as string] = row[key];
    });
    return record;
  });
  const list = names.map((name) => `"${name}"`).join(', ');
  const result = await queryRows<{ id: string; platform: string; external_id: string; inserted: boolean }>(
    db,
    sql`insert into "posts" (${sql.raw(list)})
        select ${sql.raw(list)} from json_populate_recordset(null::"posts", ${JSON.stringify(records)}::json)
        on conflict ("user_id", "platform", "external_id") do update set ${sql.raw(REFRESH_SET)}
        returning "id", "platform", "external_id", (xmax = 0) as inserted`,
  );
  // xmax is 0 on a freshly inserted row version, set on an updated one.
  return result.map((row) => ({
    id: row.id,
    platform: row.platform,
    externalId: row.external_id,
    inserted: row.inserted === true || (row.inserted as unknown) === 't',
  }));
}

const enrichColumns = {
  id: posts.id,
  sourceId: posts.sourceId,
  platform: posts.platform,
  content: posts.content,
  posterName: posts.posterName,
  posterHeadline: posts.posterHeadline,
  posterSlug: posts.posterSlug,
  posterFollowers: posts.posterFollowers,
  connectionDepth: posts.connectionDepth,
  numLikes: posts.numLikes,
  numComments: posts.numComments,
  numShares: posts.numShares,
  sourceTags: posts.sourceTags,
  ruleTags: posts.ruleTags,
  contentTags: posts.contentTags,
  keywordTags: posts.keywordTags,
  keywords: posts.keywords,
  ruleTagReasons: posts.ruleTagReasons,
  passesSourceRules: posts.passesSourceRules,
  rulesPending: posts.rulesPending,
  enrichedAt: posts.enrichedAt,
};
const selectEnrichable = (db: DbOrTx, userId: string, postIds: readonly string[]) =>
  db
    .select(enrichColumns)
    .from(posts)
    .where(ownedBy(posts.userId, userId, inArray(posts.id, [...postIds])));
export type EnrichablePostRow = Awaited<ReturnType<typeof selectEnrichable>>[number];

export async function findPostsForEnrichment(db: DbOrTx, userId: string, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return selectEnrichable(db, userId, postIds);
}

/**
 * The posts as they are now, locked until the transaction ends, in id order (two writers over the same posts take
 * them in turn): what a slow look found is merged into these (saveFindings).
 */
export async function lockPostsForMerge(tx: Tx, userId: string, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return selectEnrichable(tx, userId, postIds).orderBy(posts.id).for('update');
}

/** How many of the user's posts the enrichment job has still to see (no content tags and summary yet, or AI rules pending). */
export async function countPostsAwaitingEnrichment(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(ownedBy(posts.userId, userId, or(isNull(posts.enrichedAt), eq(posts.rulesPending, true))));
  return row?.count ?? 0;
}

/** The most recent posts of the user (for a tracker's retroactive analysis), of one platform or all. */
export async function findLatestPostsForTagging(
  db: DbOrTx,
  userId: string,
  options: { platform: 'linkedin' | 'reddit' | null; limit: number; before?: { postedAt: Date; id: string } },
) {
  return db
    .select({ ...enrichColumns, postedAt: posts.postedAt })
    .from(posts)
    .where(
      ownedBy(
        posts.userId,
        userId,
        options.platform ? eq(posts.platform, options.platform) : undefined,
        options.before
          ? sql`(${posts.postedAt}, ${posts.id}) < (${options.before.postedAt.toISOString()}::timestamptz, ${options.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${posts.postedAt} desc, ${posts.id} desc`)
    .limit(options.limit);
}

export async function findVerdicts(
  db: DbOrTx,
  userId: string,
  postIds: readonly string[],
): Promise<{ postId: string; criterionHash: string; verdict: boolean; reason: string | null }[]> {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: ruleVerdicts.postId,
      criterionHash: ruleVerdicts.criterionHash,
      verdict: ruleVerdicts.verdict,
      reason: ruleVerdicts.reason,
    })
    .from(ruleVerdicts)
    .where(ownedBy(ruleVerdicts.userId, userId, inArray(ruleVerdicts.postId, [...postIds])));
}

export async function insertVerdicts(db: DbOrTx, rows: (typeof ruleVerdicts.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(ruleVerdicts).values(rows).onConflictDoNothing();
}

/**
 * A tracker's progress over the last N posts, stamped with the time it was saved (a run whose stamp grows old
 * stopped under a crash); not a change of the tracker (its rules' cache version stays).
 */
export async function setTrackerRetroactive(
  db: DbOrTx,
  userId: string,
  trackerId: string,
  retroactive: Omit<StoredTrackerRetroactive, 'progressAt'>,
): Promise<void> {
  await db
    .update(trackers)
    .set({ retroactive: { ...retroactive, progressAt: new Date().toISOString() } })
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, trackerId)));
}

/** Forgets the AI rule verdicts given for these posts' earlier text (it was edited): they are judged again. */
export async function deleteVerdicts(db: DbOrTx, userId: string, postIds: readonly string[]): Promise<void> {
  if (postIds.length === 0) return;
  await db.delete(ruleVerdicts).where(ownedBy(ruleVerdicts.userId, userId, inArray(ruleVerdicts.postId, [...postIds])));
}
