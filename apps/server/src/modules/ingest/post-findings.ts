import { normalizeKeyword } from '@inroad/contracts/keyword-match';
import { tagKey } from '@inroad/contracts/rule';
import { sourceGifts } from '@inroad/contracts/source';
import { trackerGifts } from '@inroad/contracts/tracker';
import type { Db, Tx } from '../../db/client.ts';
import { relevanceBaseOf, searchTextOf, unionTags } from '../post/post-fields.ts';
import { type EnrichedPost, writeEnrichedPosts } from './enrichment.queries.ts';
import * as q from './ingest.queries.ts';
import { holdTagGivers, type TagGivers } from './retag-posts.queries.ts';

/**
 * What a slow look at a post found (the enrichment job's, a tracker's retroactive run's): made from the post as it
 * was read, seconds or minutes before it is written, while each AI answer came in. Meanwhile another writer may
 * have given the post tags of its own (another tracker's run, a re-fetch) or a new text, so the findings are merged
 * into the post as it is at the write (mergeFindings), under its row lock (saveFindings).
 */
export interface PostFindings {
  postId: string;
  /** The text the look read: what it made of that text (content tags, summary, verdicts) holds only for it. */
  content: string;
  /** Content tags and a summary, made from the text. */
  enrichment?: NonNullable<EnrichedPost['content']>;
  /** Tracker tags and keywords the post earned (they only ever merge in), with the reasons of AI-decided tags. */
  tags: {
    ruleTags: readonly string[];
    keywordTags: readonly string[];
    keywords: readonly string[];
    ruleTagReasons: Readonly<Record<string, string>>;
  };
  /** Every AI criterion pending for the post was decided: whether it passed its source's rules. */
  decided?: { passesSourceRules: boolean };
}

/** The post's values once the findings are merged into it as it is now; the columns derived from them recomputed. */
export function mergeFindings(current: q.EnrichablePostRow, found: PostFindings): EnrichedPost {
  const sameText = current.content === found.content;
  const enrichment = sameText ? found.enrichment : undefined;
  const ruleTags = unionTags(current.ruleTags, found.tags.ruleTags);
  const keywordTags = unionTags(current.keywordTags, found.tags.keywordTags);
  const contentTags = enrichment?.contentTags ?? current.contentTags;
  return {
    postId: current.id,
    ...(enrichment ? { content: enrichment } : {}),
    ruleTags,
    keywordTags,
    keywords: unionTags(current.keywords, found.tags.keywords),
    ruleTagReasons: { ...current.ruleTagReasons, ...found.tags.ruleTagReasons },
    passesSourceRules: current.passesSourceRules || (found.decided?.passesSourceRules ?? false),
    // Decided on an older text, the post's criteria wait for the enrichment its new text queued.
    rulesPending: found.decided && sameText ? false : current.rulesPending,
    relevanceBase: relevanceBaseOf({ ...current, ruleTags, keywordTags, contentTags }),
    searchText: searchTextOf({ ...current, keywordTags }),
  };
}

/**
 * The tags and keywords the user's trackers and sources still give, of those found: a look that began before a
 * tracker was deleted or its tags edited does not write the tracker's old ones back.
 */
function onlyGiven(tags: PostFindings['tags'], givers: TagGivers): PostFindings['tags'] {
  const trackers = givers.trackers.map(trackerGifts);
  const givenTags = new Set(trackers.flatMap((gifts) => gifts.tags.map(tagKey)));
  const givenKeywords = new Set(
    [...trackers, ...givers.sources.map(sourceGifts)].flatMap((gifts) => gifts.keywords).map(normalizeKeyword),
  );
  const ruleTags = tags.ruleTags.filter((tag) => givenTags.has(tagKey(tag)));
  const given = (keyword: string) => givenKeywords.has(normalizeKeyword(keyword));
  return {
    ruleTags,
    keywordTags: tags.keywordTags.filter(given),
    keywords: tags.keywords.filter(given),
    ruleTagReasons: Object.fromEntries(Object.entries(tags.ruleTagReasons).filter(([tag]) => ruleTags.includes(tag))),
  };
}

/**
 * Merges the findings into their posts in one transaction, each post locked as it is read; a deleted post is skipped.
 * `onlyIf` runs once the trackers are held: false writes nothing (the tracker the findings are for was deleted).
 * Answers whether it wrote.
 */
export async function saveFindings(
  db: Db,
  userId: string,
  findings: readonly PostFindings[],
  options: { onlyIf?: (tx: Tx) => Promise<boolean> } = {},
): Promise<boolean> {
  if (findings.length === 0) return true;
  const byPost = new Map(findings.map((found) => [found.postId, found]));
  return db.transaction(async (tx) => {
    // First, all in one order (see lockTrackers), before onlyIf holds one of them again.
    const givers = await holdTagGivers(tx, userId);
    if (options.onlyIf && !(await options.onlyIf(tx))) return false;
    const current = await q.lockPostsForMerge(tx, userId, [...byPost.keys()]);
    await writeEnrichedPosts(
      tx,
      userId,
      current.map((row) => {
        const found = byPost.get(row.id)!;
        return mergeFindings(row, { ...found, tags: onlyGiven(found.tags, givers) });
      }),
    );
    return true;
  });
}
