import { POST_ENRICH_BATCH_MAX } from '@inroad/contracts/jobs';
import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { authorKeysOf, unionTags } from '../post/post-fields.ts';
import { derivedColumnsOf } from './derived-columns.ts';
import * as q from './ingest.queries.ts';
import { networkColumnsOf } from './network-columns.ts';
import { createTagger } from './post-tagging.ts';

/** Rows per INSERT statement: ~50 columns each stays far under PostgreSQL's 65,535 parameters. */
const UPSERT_CHUNK = 200;
/** Posts per enrichment job: each costs a few AI calls, so a job stays short and retries stay cheap. */
const ENRICH_CHUNK = Math.min(25, POST_ENRICH_BATCH_MAX);

export interface IngestResult {
  inserted: number;
  updated: number;
  /** The stored posts' ids, in the order given (duplicates in the input collapse to the last one). */
  postIds: string[];
}

/** A post's identity within one user's posts. */
const keyOf = (post: { platform: string; externalId: string }) => `${post.platform}:${post.externalId}`;

/** Posts one ingest call may store. */
export const INGEST_MAX_POSTS = 500;

/**
 * Stores posts fetched for a user (and one of their sources), in one transaction: new posts are inserted and
 * tagged; posts already stored (same platform and external id) get fresh counts, content and media, and their
 * tags merge, so ingesting twice never duplicates. Posts by authors the user hid arrive archived. Content tags,
 * summaries and AI rule verdicts are left to the `post.enrich` job, enqueued in the same transaction.
 */
export async function ingestPosts(options: {
  db: Db;
  queue: JobQueue;
  userId: string;
  sourceId: string | null;
  posts: readonly NormalizedPost[];
}): Promise<IngestResult> {
  const { db, queue, userId, sourceId } = options;
  // One call is one transaction holding its posts' row locks: a huge call would hold them, and a connection, long.
  if (options.posts.length > INGEST_MAX_POSTS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `posts: at most ${INGEST_MAX_POSTS} posts per call (got ${options.posts.length}); send the rest in another call`,
    );
  }
  const byKey = new Map<string, NormalizedPost>();
  for (const post of options.posts) byKey.set(keyOf(post), post);
  const batch = [...byKey.values()];
  if (batch.length === 0) return { inserted: 0, updated: 0, postIds: [] };

  return db.transaction(async (tx) => {
    const source = sourceId ? await q.findTaggingSource(tx, userId, sourceId, { hold: true }) : null;
    if (sourceId && !source) throw new AppError('NOT_FOUND', 'Source not found');
    const tagger = createTagger(source ?? null, await q.listTaggingTrackers(tx, userId, { hold: true }));
    const hidden = await q.listHiddenAuthorKeys(tx, userId);
    const existing = new Map(
      (
        await q.lockExistingPosts(
          tx,
          userId,
          batch.map((p) => ({ platform: p.platform, externalId: p.externalId })),
        )
      ).map((row) => [keyOf(row), row]),
    );

    // A stored post whose text the network now gives edited: its verdicts were for the old text, and go.
    const edited = batch.flatMap((post) => {
      const before = existing.get(keyOf(post));
      return before && !post.partial && before.content !== post.content ? [before.id] : [];
    });
    await q.deleteVerdicts(tx, userId, edited);

    // Verdicts already given for stored posts, so a re-fetched post is not left pending again.
    const verdicts = new Map<string, Map<string, boolean>>();
    if (tagger.criteriaByHash.size > 0) {
      for (const row of await q.findVerdicts(
        tx,
        userId,
        [...existing.values()].map((p) => p.id),
      )) {
        const criterion = tagger.criteriaByHash.get(row.criterionHash);
        if (criterion === undefined) continue;
        const forPost = verdicts.get(row.postId) ?? new Map<string, boolean>();
        forPost.set(criterion, row.verdict);
        verdicts.set(row.postId, forPost);
      }
    }

    // A new post of an author the user already follows, is connected to or engaged with says so from the start (the
    // flags are the author's): no Follow or Add Connection offered again for a person already followed or invited.
    const newAuthorKeys = batch
      .filter((post) => !existing.has(keyOf(post)))
      .flatMap((post) => authorKeysOf(post.platform, post.poster));
    const authorFlags = await q.authorFlagsOf(tx, userId, [...new Set(newAuthorKeys)]);
    const flagOf = (keys: string[], flag: keyof q.AuthorFlags) => keys.some((key) => authorFlags.get(key)?.[flag]);

    const toEnrich = new Set<string>();
    const rows = batch.map((read): q.PostInsert => {
      const before = existing.get(keyOf(read));
      const post = before && read.partial ? withStoredDetail(read, before) : read;
      const tagging = tagger.tag(
        { platform: post.platform, content: post.content, posterName: post.poster.name, posterSlug: post.poster.slug },
        before ? verdicts.get(before.id) : undefined,
      );
      const merged = {
        sourceTags: unionTags(before?.sourceTags ?? [], tagging.sourceTags),
        ruleTags: unionTags(before?.ruleTags ?? [], tagging.ruleTags),
        keywordTags: unionTags(before?.keywordTags ?? [], tagging.keywordTags),
        keywords: unionTags(before?.keywords ?? [], tagging.keywords),
        contentTags: before?.contentTags ?? [],
      };
      const authorKeys = unionTags(before?.authorKeys ?? [], authorKeysOf(post.platform, post.poster));
      const rulesPending = tagging.rulesPending || (before?.rulesPending ?? false);
      if (!before || before.content !== post.content || rulesPending) toEnrich.add(keyOf(post));
      return {
        userId,
        sourceId: source?.id ?? null,
        ...networkColumnsOf(post),
        authorKeys,
        ...merged,
        passesSourceRules: tagging.passesSourceRules || (before?.passesSourceRules ?? false),
        rulesPending,
        // Only a new post can arrive archived: a stored one keeps whatever the user made of it (these columns are
        // not refreshed on a stored post).
        archived: !before && authorKeys.some((key) => hidden.has(key)),
        followed: !before && flagOf(authorKeys, 'followed'),
        connected: !before && flagOf(authorKeys, 'connected'),
        previouslyEngaged: !before && flagOf(authorKeys, 'previouslyEngaged'),
        ...derivedColumnsOf(post, { ...merged, posterFollowers: before?.posterFollowers ?? null }),
      };
    });

    const stored = new Map<string, { id: string; inserted: boolean }>();
    for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
      for (const row of await q.upsertPosts(tx, rows.slice(i, i + UPSERT_CHUNK))) {
        stored.set(keyOf(row), row);
      }
    }
    const keys = [...byKey.keys()];
    const postIds = keys.map((key) => stored.get(key)?.id).filter((id): id is string => id !== undefined);
    const enrichIds = keys
      .filter((key) => toEnrich.has(key))
      .map((key) => stored.get(key)?.id)
      .filter((id): id is string => id !== undefined);
    for (let i = 0; i < enrichIds.length; i += ENRICH_CHUNK) {
      const postIds = enrichIds.slice(i, i + ENRICH_CHUNK);
      await queue.send('post.enrich', { userId, postIds, sourceId: source?.id ?? null }, { tx });
    }
    const inserted = [...stored.values()].filter((row) => row.inserted).length;
    return { inserted, updated: stored.size - inserted, postIds };
  });
}

/**
 * A search hit of a post already stored: its counts, media and text are what a full read gave (the hit has zeros,
 * no media but a picture, and a cut text), so a Data Feed search does not undo another feed's read of the post.
 */
function withStoredDetail(post: NormalizedPost, stored: q.ExistingPost): NormalizedPost {
  return {
    ...post,
    content: stored.content,
    counts: { likes: stored.numLikes, comments: stored.numComments, shares: stored.numShares },
    media: {
      imageUrl: stored.imageUrl ?? post.media.imageUrl,
      videoUrl: stored.videoUrl,
      externalLink: stored.externalLink,
      carouselImages: stored.carouselImages,
      fullCarouselUrl: stored.fullCarouselUrl,
    },
  };
}
