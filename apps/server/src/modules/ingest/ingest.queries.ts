import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hiddenAuthors, posts, ruleVerdicts, sources, trackers } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import type { TaggingSource, TaggingTracker } from './post-tagging.ts';

export type PostInsert = typeof posts.$inferInsert;

export async function findTaggingSource(
  db: DbOrTx,
  userId: string,
  sourceId: string,
): Promise<TaggingSource | undefined> {
  const [row] = await db
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
  return row;
}

export async function listTaggingTrackers(db: DbOrTx, userId: string): Promise<TaggingTracker[]> {
  return db
    .select({
      id: trackers.id,
      platform: trackers.platform,
      tags: trackers.tags,
      rules: trackers.rules,
      updatedAt: trackers.updatedAt,
    })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId))
    .orderBy(trackers.createdAt, trackers.id);
}

export async function findTaggingTracker(
  db: DbOrTx,
  userId: string,
  trackerId: string,
): Promise<TaggingTracker | undefined> {
  const [row] = await db
    .select({
      id: trackers.id,
      platform: trackers.platform,
      tags: trackers.tags,
      rules: trackers.rules,
      updatedAt: trackers.updatedAt,
    })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, trackerId)));
  return row;
}

export async function listHiddenAuthorKeys(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: hiddenAuthors.authorKey })
    .from(hiddenAuthors)
    .where(ownedBy(hiddenAuthors.userId, userId));
  return new Set(rows.map((r) => r.key));
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
};
export type ExistingPost = Awaited<ReturnType<typeof lockExistingPosts>>[number];

/** The posts of a batch already stored, locked until the batch commits so concurrent ingests merge in turn. */
export async function lockExistingPosts(db: DbOrTx, userId: string, externalIds: readonly string[]) {
  if (externalIds.length === 0) return [];
  return db
    .select(existingColumns)
    .from(posts)
    .where(ownedBy(posts.userId, userId, inArray(posts.externalId, [...externalIds])))
    .for('update');
}

/** Array union in SQL, order kept: the stored tags first, then new ones. */
const mergeArray = (column: string) =>
  sql.raw(
    `array(select t from unnest("posts"."${column}" || excluded."${column}") with ordinality as u(t, i) group by t order by min(i))`,
  );

/**
 * Inserts new posts and refreshes stored ones. A stored post keeps its date, its user state (read, archived,
 * liked, ...), its content tags and summary; tags merge, counts and content follow the network.
 */
export async function upsertPosts(
  db: DbOrTx,
  rows: PostInsert[],
): Promise<{ id: string; platform: string; externalId: string; inserted: boolean }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(posts)
    .values(rows)
    .onConflictDoUpdate({
      target: [posts.userId, posts.platform, posts.externalId],
      set: {
        sourceId: sql`coalesce("posts"."source_id", excluded.source_id)`,
        url: sql`excluded.url`,
        content: sql`excluded.content`,
        posterName: sql`excluded.poster_name`,
        posterHeadline: sql`excluded.poster_headline`,
        posterProfileUrl: sql`excluded.poster_profile_url`,
        posterImageUrl: sql`excluded.poster_image_url`,
        posterSalesNavId: sql`excluded.poster_sales_nav_id`,
        posterEntityId: sql`excluded.poster_entity_id`,
        posterSlug: sql`excluded.poster_slug`,
        authorKeys: mergeArray('author_keys'),
        connectionDepth: sql`excluded.connection_depth`,
        connectionBucket: sql`excluded.connection_bucket`,
        isExecutive: sql`excluded.is_executive`,
        imageUrl: sql`excluded.image_url`,
        videoUrl: sql`excluded.video_url`,
        externalLink: sql`excluded.external_link`,
        carouselImages: sql`excluded.carousel_images`,
        fullCarouselUrl: sql`excluded.full_carousel_url`,
        numLikes: sql`excluded.num_likes`,
        numComments: sql`excluded.num_comments`,
        numShares: sql`excluded.num_shares`,
        // A refresh that carried no comments does not erase the ones already known.
        comments: sql`case when jsonb_array_length(excluded.comments) > 0 then excluded.comments else "posts"."comments" end`,
        sourceTags: mergeArray('source_tags'),
        ruleTags: mergeArray('rule_tags'),
        keywordTags: mergeArray('keyword_tags'),
        keywords: mergeArray('keywords'),
        passesSourceRules: sql`"posts"."passes_source_rules" or excluded.passes_source_rules`,
        rulesPending: sql`excluded.rules_pending`,
        // Edited text needs new content tags and a new summary; unchanged text keeps them.
        enrichedAt: sql`case when "posts"."content" = excluded.content then "posts"."enriched_at" else null end`,
        relevanceBase: sql`excluded.relevance_base`,
        influence: sql`excluded.influence`,
        searchText: sql`excluded.search_text`,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      id: posts.id,
      platform: posts.platform,
      externalId: posts.externalId,
      // xmax is 0 on a freshly inserted row version, set on an updated one.
      inserted: sql<boolean>`(xmax = 0)`,
    });
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
  ruleTags: posts.ruleTags,
  contentTags: posts.contentTags,
  keywordTags: posts.keywordTags,
  keywords: posts.keywords,
  passesSourceRules: posts.passesSourceRules,
  rulesPending: posts.rulesPending,
  enrichedAt: posts.enrichedAt,
};
export type EnrichablePostRow = Awaited<ReturnType<typeof findPostsForEnrichment>>[number];

export async function findPostsForEnrichment(db: DbOrTx, userId: string, postIds: readonly string[]) {
  if (postIds.length === 0) return [];
  return db
    .select(enrichColumns)
    .from(posts)
    .where(ownedBy(posts.userId, userId, inArray(posts.id, [...postIds])));
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
): Promise<{ postId: string; criterionHash: string; verdict: boolean }[]> {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: ruleVerdicts.postId, criterionHash: ruleVerdicts.criterionHash, verdict: ruleVerdicts.verdict })
    .from(ruleVerdicts)
    .where(ownedBy(ruleVerdicts.userId, userId, inArray(ruleVerdicts.postId, [...postIds])));
}

export async function insertVerdicts(db: DbOrTx, rows: (typeof ruleVerdicts.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(ruleVerdicts).values(rows).onConflictDoNothing();
}

export type EnrichedFields = Partial<
  Pick<
    PostInsert,
    | 'contentTags'
    | 'aiSummary'
    | 'aiSummaryEngine'
    | 'enrichedAt'
    | 'ruleTags'
    | 'keywordTags'
    | 'keywords'
    | 'passesSourceRules'
    | 'rulesPending'
    | 'relevanceBase'
    | 'searchText'
  >
>;

export async function updatePostFields(db: DbOrTx, userId: string, postId: string, fields: EnrichedFields) {
  await db
    .update(posts)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)));
}
