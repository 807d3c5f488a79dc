import { normalizeKeyword } from '@inroad/contracts/keyword-match';
import { cleanTags, includeKeywordsOf, type Rule } from '@inroad/contracts/rule';
import type { Db } from '../../db/client.ts';
import { eventLoopTurn } from '../../db/event-loop-turn.ts';
import { relevanceBaseOf, searchTextOf, unionTags } from '../post/post-fields.ts';
import { type EnrichedPost, writeEnrichedPosts } from './enrichment.queries.ts';
import * as q from './ingest.queries.ts';
import * as retag from './tracker-retag.queries.ts';

/**
 * A tracker's tags and keywords live on the posts it tagged (ruleTags, keywordTags, keywords): when the tracker is
 * deleted, or its tags or keywords edited, those posts follow. A post tagged by the tracker is known by a tag of its
 * own (one no other tracker gives); a tracker whose every tag another one gives too leaves no mark of its own, and
 * its posts stay as they are.
 */

const PAGE = 500;

/** What a tracker gave before the change: its tags and its keyword rules' include keywords. */
export interface TrackerGifts {
  tags: readonly string[];
  includeKeywords: readonly string[];
}

/** How each of the tracker's posts changes, decided from the trackers and sources as they are now. */
export interface RetagPlan {
  /** The tracker's own tags before the change: a post carrying one (in any case) was tagged by it. */
  marks: string[];
  /** Lower-cased tags to take off (the tracker's own tags it no longer has, as spelled). */
  dropTags: Set<string>;
  /** The tracker's tags now (none once it is deleted). */
  addTags: string[];
  /** Normalised keywords to take off: the tracker's no more, and nothing else gives them. */
  dropKeywords: Set<string>;
}

const lower = (tag: string) => tag.trim().toLowerCase();

export function planRetag(options: {
  before: TrackerGifts;
  /** The tracker now; null once deleted. */
  now: TrackerGifts | null;
  otherTrackers: readonly { tags: readonly string[]; rules: readonly Rule[] }[];
  sources: readonly { rules: readonly Rule[]; keywords: readonly string[] }[];
}): RetagPlan | null {
  const { before, now, otherTrackers, sources } = options;
  const othersTags = new Set(otherTrackers.flatMap((tracker) => tracker.tags.map(lower)));
  const marks = cleanTags(before.tags).filter((tag) => !othersTags.has(lower(tag)));
  if (marks.length === 0) return null;
  const nowTags = cleanTags(now?.tags ?? []);
  // By spelling: a tag whose case alone was edited is taken off in its old spelling and put on in the new.
  const dropTags = new Set(marks.filter((tag) => !nowTags.includes(tag)).map(lower));
  const claimed = new Set(
    [
      ...(now?.includeKeywords ?? []),
      ...otherTrackers.flatMap((tracker) => includeKeywordsOf(tracker.rules)),
      ...sources.flatMap((source) => [...includeKeywordsOf(source.rules), ...source.keywords]),
    ].map(normalizeKeyword),
  );
  const dropKeywords = new Set(
    before.includeKeywords.map(normalizeKeyword).filter((keyword) => keyword !== '' && !claimed.has(keyword)),
  );
  const adds = nowTags.some((tag) => !marks.includes(tag));
  if (dropTags.size === 0 && dropKeywords.size === 0 && !adds) return null;
  return { marks, dropTags, addTags: nowTags, dropKeywords };
}

/** One post after the plan: tags and keywords changed, the reason of a renamed tag kept, scores recomputed. */
export function retagPost(post: q.EnrichablePostRow, plan: RetagPlan): EnrichedPost {
  const kept = post.ruleTags.filter((tag) => !plan.dropTags.has(lower(tag)));
  const keptLower = new Set(kept.map(lower));
  const ruleTags = unionTags(
    kept,
    plan.addTags.filter((tag) => !keptLower.has(lower(tag))),
  );
  const droppedReason = post.ruleTags
    .filter((tag) => plan.dropTags.has(lower(tag)))
    .map((tag) => post.ruleTagReasons[tag])
    .find((reason) => reason !== undefined);
  const ruleTagReasons: Record<string, string> = {};
  for (const tag of ruleTags) {
    const reason = post.ruleTagReasons[tag] ?? (post.ruleTags.includes(tag) ? undefined : droppedReason);
    if (reason !== undefined) ruleTagReasons[tag] = reason;
  }
  const keepKeyword = (keyword: string) => !plan.dropKeywords.has(normalizeKeyword(keyword));
  const keywordTags = post.keywordTags.filter(keepKeyword);
  return {
    postId: post.id,
    ruleTags,
    keywordTags,
    keywords: post.keywords.filter(keepKeyword),
    ruleTagReasons,
    passesSourceRules: post.passesSourceRules,
    rulesPending: post.rulesPending,
    relevanceBase: relevanceBaseOf({ ...post, ruleTags, keywordTags }),
    searchText: searchTextOf({ ...post, keywordTags }),
  };
}

/**
 * Brings the posts a tracker tagged in line with the tracker as it is now (deleted: its tags and keywords off).
 * Decided when it runs, from the trackers and sources as they are then, so two edits in a row end at the last
 * whichever job runs first. Pages through the posts, each page locked and written in one transaction.
 */
export async function retagTrackerPosts(options: {
  db: Db;
  userId: string;
  trackerId: string;
  before: TrackerGifts;
  signal?: AbortSignal;
}): Promise<{ retagged: number }> {
  const { db, userId, trackerId } = options;
  const tracker = await q.findTaggingTracker(db, userId, trackerId);
  const plan = planRetag({
    before: options.before,
    now: tracker ? { tags: tracker.tags, includeKeywords: includeKeywordsOf(tracker.rules) } : null,
    otherTrackers: await retag.listOtherTrackers(db, userId, trackerId),
    sources: await retag.listSourceKeywordGivers(db, userId),
  });
  if (!plan) return { retagged: 0 };
  const marks = new Set(plan.marks.map(lower));
  const isMarked = (tags: readonly string[]) => tags.some((tag) => marks.has(lower(tag)));
  let retagged = 0;
  let afterId: string | undefined;
  for (;;) {
    await eventLoopTurn();
    options.signal?.throwIfAborted();
    const page = await retag.findTaggedPosts(db, userId, { limit: PAGE, ...(afterId ? { afterId } : {}) });
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id;
    const ids = page.filter((post) => isMarked(post.ruleTags)).map((post) => post.id);
    if (ids.length === 0) continue;
    await db.transaction(async (tx) => {
      // Read again under the lock: a post may have lost the mark meanwhile.
      const marked = (await q.lockPostsForMerge(tx, userId, ids)).filter((row) => isMarked(row.ruleTags));
      await writeEnrichedPosts(
        tx,
        userId,
        marked.map((row) => retagPost(row, plan)),
      );
      retagged += marked.length;
    });
  }
  return { retagged };
}
