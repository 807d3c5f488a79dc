import { normalizeKeyword } from '@inroad/contracts/keyword-match';
import { cleanTags, type TagGifts, tagKey } from '@inroad/contracts/rule';
import { sourceGifts } from '@inroad/contracts/source';
import { trackerGifts } from '@inroad/contracts/tracker';
import type { Db } from '../../db/client.ts';
import { eventLoopTurn } from '../../db/event-loop-turn.ts';
import { relevanceBaseOf, searchTextOf, unionTags } from '../post/post-fields.ts';
import { type EnrichedPost, writeEnrichedPosts } from './enrichment.queries.ts';
import * as q from './ingest.queries.ts';
import * as retag from './retag-posts.queries.ts';

/**
 * A tracker's and a source's tags and keywords live on the posts they tagged (ruleTags or sourceTags, keywordTags,
 * keywords): when one is deleted, or its tags or keywords edited, those posts follow. A post tagged by it is known
 * by a tag of its own (one no other tracker, or source, gives); one whose every tag another gives too leaves no mark
 * of its own, and its posts stay as they are.
 */

const PAGE = 500;

export type GiverKind = 'tracker' | 'source';

/** How each post of a changed tracker or source changes. */
export interface RetagPlan {
  column: 'ruleTags' | 'sourceTags';
  /** Its own tags before the change: a post carrying one (in any case) was tagged by it. */
  marks: string[];
  /** The keys (tagKey) of the tags to take off: its own tags it no longer has, as spelled. */
  dropTags: Set<string>;
  /** Its tags now (none once it is deleted). */
  addTags: string[];
  /** Normalised keywords to take off: it gives them no more, and nothing else gives them. */
  dropKeywords: Set<string>;
  /**
   * A tracker moved to one network (from All, or from the other): its posts on the other network lose its own tags
   * and the keywords nothing else gives, as if it were deleted there.
   */
  onlyOn?: { platform: 'linkedin' | 'reddit'; dropTags: Set<string>; dropKeywords: Set<string> };
}

export function planRetag(options: {
  column: RetagPlan['column'];
  before: TagGifts;
  /** Now; null once deleted. */
  now: TagGifts | null;
  /** The tags the others of its kind give. */
  otherTags: readonly string[];
  /** The keywords every other tracker and source gives. */
  otherKeywords: readonly string[];
}): RetagPlan | null {
  const { before, now } = options;
  const othersTags = new Set(options.otherTags.map(tagKey));
  const marks = cleanTags(before.tags).filter((tag) => !othersTags.has(tagKey(tag)));
  if (marks.length === 0) return null;
  const nowTags = cleanTags(now?.tags ?? []);
  // By spelling: a tag whose case alone was edited is taken off in its old spelling and put on in the new.
  const dropTags = new Set(marks.filter((tag) => !nowTags.includes(tag)).map(tagKey));
  const unclaimed = (claimed: readonly string[]) => {
    const kept = new Set(claimed.map(normalizeKeyword));
    return new Set(before.keywords.map(normalizeKeyword).filter((keyword) => keyword !== '' && !kept.has(keyword)));
  };
  const dropKeywords = unclaimed([...(now?.keywords ?? []), ...options.otherKeywords]);
  const adds = nowTags.some((tag) => !marks.includes(tag));
  const narrowed = now?.platform && now.platform !== 'all' && now.platform !== before.platform ? now.platform : null;
  if (dropTags.size === 0 && dropKeywords.size === 0 && !adds && !narrowed) return null;
  const plan: RetagPlan = { column: options.column, marks, dropTags, addTags: nowTags, dropKeywords };
  if (narrowed) {
    const everyMark = new Set(marks.map(tagKey));
    plan.onlyOn = { platform: narrowed, dropTags: everyMark, dropKeywords: unclaimed(options.otherKeywords) };
  }
  return plan;
}

/** The post's tags of the plan's kind after it; a renamed tracker tag keeps the reason an AI rule gave it. */
function retagged(post: q.EnrichablePostRow, plan: RetagPlan) {
  const before = post[plan.column];
  const kept = before.filter((tag) => !plan.dropTags.has(tagKey(tag)));
  const keptKeys = new Set(kept.map(tagKey));
  const tags = unionTags(
    kept,
    plan.addTags.filter((tag) => !keptKeys.has(tagKey(tag))),
  );
  if (plan.column === 'sourceTags')
    return { sourceTags: tags, ruleTags: post.ruleTags, ruleTagReasons: post.ruleTagReasons };
  const droppedReason = before
    .filter((tag) => plan.dropTags.has(tagKey(tag)))
    .map((tag) => post.ruleTagReasons[tag])
    .find((reason) => reason !== undefined);
  const ruleTagReasons: Record<string, string> = {};
  for (const tag of tags) {
    const reason = post.ruleTagReasons[tag] ?? (before.includes(tag) ? undefined : droppedReason);
    if (reason !== undefined) ruleTagReasons[tag] = reason;
  }
  return { ruleTags: tags, ruleTagReasons };
}

/** One post after the plan: tags and keywords changed, scores and search text made again. */
export function retagPost(post: q.EnrichablePostRow, planned: RetagPlan): EnrichedPost {
  const { onlyOn } = planned;
  const plan =
    onlyOn && post.platform !== onlyOn.platform
      ? { ...planned, addTags: [], dropTags: onlyOn.dropTags, dropKeywords: onlyOn.dropKeywords }
      : planned;
  const { ruleTags, ruleTagReasons, ...source } = retagged(post, plan);
  const keepKeyword = (keyword: string) => !plan.dropKeywords.has(normalizeKeyword(keyword));
  const keywordTags = post.keywordTags.filter(keepKeyword);
  return {
    postId: post.id,
    ...source,
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

/** The plan for a tracker's or source's posts, from the user's trackers and sources as they are now. */
async function planFor(db: Db, userId: string, kind: GiverKind, id: string, before: TagGifts) {
  const givers = await retag.listTagGivers(db, userId);
  const trackers = givers.trackers.map((tracker) => ({ id: tracker.id, gifts: trackerGifts(tracker) }));
  const sources = givers.sources.map((source) => ({ id: source.id, gifts: sourceGifts(source) }));
  const [own, otherKind] = kind === 'tracker' ? [trackers, sources] : [sources, trackers];
  const now = own.find((giver) => giver.id === id)?.gifts ?? null;
  const others = own.filter((giver) => giver.id !== id);
  return planRetag({
    column: kind === 'tracker' ? 'ruleTags' : 'sourceTags',
    before,
    now,
    otherTags: others.flatMap((giver) => giver.gifts.tags),
    otherKeywords: [...others, ...otherKind].flatMap((giver) => giver.gifts.keywords),
  });
}

/**
 * Brings the posts a tracker or source tagged in line with it as it is now (deleted: its tags and keywords off).
 * Decided when it runs, from the trackers and sources as they are then, so two edits in a row end at the last
 * whichever job runs first. Pages through the posts, each page locked and written in one transaction.
 */
export async function retagPostsOf(options: {
  db: Db;
  userId: string;
  kind: GiverKind;
  id: string;
  before: TagGifts;
  signal?: AbortSignal;
}): Promise<{ retagged: number }> {
  const { db, userId } = options;
  const plan = await planFor(db, userId, options.kind, options.id, options.before);
  if (!plan) return { retagged: 0 };
  const marks = new Set(plan.marks.map(tagKey));
  const isMarked = (tags: readonly string[]) => tags.some((tag) => marks.has(tagKey(tag)));
  let count = 0;
  let afterId: string | undefined;
  for (;;) {
    await eventLoopTurn();
    options.signal?.throwIfAborted();
    const page = await retag.findTaggedPosts(db, userId, plan.column, { limit: PAGE, ...(afterId ? { afterId } : {}) });
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id;
    const ids = page.filter((post) => isMarked(post.tags)).map((post) => post.id);
    if (ids.length === 0) continue;
    await db.transaction(async (tx) => {
      // Read again under the lock: a post may have lost the mark meanwhile.
      const marked = (await q.lockPostsForMerge(tx, userId, ids)).filter((row) => isMarked(row[plan.column]));
      await writeEnrichedPosts(
        tx,
        userId,
        marked.map((row) => retagPost(row, plan)),
      );
      count += marked.length;
    });
  }
  return { retagged: count };
}
