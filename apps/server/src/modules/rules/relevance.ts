import type { ContentTag } from '@inroad/contracts/ai';
import { connectionDepthBucket, isExecutiveHeadline } from '@inroad/contracts/post-signals';
import { tagKey } from '@inroad/contracts/rule';

/**
 * The relevance score that orders the inbox when sortBy=relevance. Higher is better; ties go to the newer post.
 *
 *   relevance = base + recency
 *
 *   base =  min(15 × trackerTagsMatched, 30)              tracker rules the post satisfied (its ruleTags)
 *         + min(8 × keywordsMatched, 24)                  distinct include keywords found (its keywordTags)
 *         + min(Σ contentTagWeight, 25)                   Hot lead 20, Question 10, Hiring 8, Job change 8,
 *                                                         Launch 6, Event 4, any other content tag 3
 *         + 12 if the poster's headline names an executive title (founder, owner, director, vp, president,
 *              chief, ceo, coo, cto, cro, cpo, cio; whole words)
 *         + connection depth: 1st 10, 2nd 6, 3rd+ 2, unknown 0
 *         + 10 × min(1, log10(1 + likes + 2 × comments + 3 × shares) / 3)    engagement, full at ~1,000
 *
 *   recency = 20 × 0.5 ^ (hours since posted / 24)        halves every day; 0 for dates in the future
 *
 * base only changes when the post does (ingest, AI tagging), so it can be stored with the post and sorted on;
 * recency depends on the time of the request, so a database computes it at query time, e.g. in PostgreSQL:
 *   base + 20 * power(0.5, greatest(0, extract(epoch from (now() - posted_at))) / 86400)
 * The maximum is 131 (base 111 + recency 20).
 */

/** One weight per system content tag (the type keeps this table complete when a tag is added). */
export const CONTENT_TAG_WEIGHTS: Readonly<Record<ContentTag, number>> = {
  'Hot lead': 20,
  Question: 10,
  Hiring: 8,
  'Job change': 8,
  Launch: 6,
  Event: 4,
};
const weightByLowerCase = new Map(Object.entries(CONTENT_TAG_WEIGHTS).map(([tag, w]) => [tag.toLowerCase(), w]));
export const OTHER_CONTENT_TAG_WEIGHT = 3;

export const RELEVANCE_WEIGHTS = {
  perTrackerTag: 15,
  trackerTagsCap: 30,
  perKeyword: 8,
  keywordsCap: 24,
  contentTagsCap: 25,
  executive: 12,
  depth: { '1': 10, '2': 6, '3+': 2 },
  engagement: 10,
  engagementFullAt: 1000,
  recency: 20,
  recencyHalfLifeHours: 24,
} as const;

export interface RelevanceSignals {
  /** Distinct tracker tags the post received (ruleTags). */
  trackerTagsMatched: number;
  /** Distinct include keywords found in the post (keywordTags). */
  keywordsMatched: number;
  contentTags: readonly string[];
  posterHeadline: string | null;
  connectionDepth: string | null;
  likes: number;
  comments: number;
  shares: number;
}

const W = RELEVANCE_WEIGHTS;

function contentTagPoints(tags: readonly string[]): number {
  const distinct = new Set(tags.map(tagKey).filter((t) => t !== ''));
  let sum = 0;
  for (const tag of distinct) sum += weightByLowerCase.get(tag) ?? OTHER_CONTENT_TAG_WEIGHT;
  return Math.min(sum, W.contentTagsCap);
}

/** Weighted interactions on a log scale: a comment counts twice a like, a share three times. */
export function engagementPoints(likes: number, comments: number, shares: number): number {
  const weighted = Math.max(0, likes) + 2 * Math.max(0, comments) + 3 * Math.max(0, shares);
  return W.engagement * Math.min(1, Math.log10(1 + weighted) / Math.log10(W.engagementFullAt));
}

/** The time-independent part of the score; store it with the post. */
export function relevanceBase(signals: RelevanceSignals): number {
  const bucket = connectionDepthBucket(signals.connectionDepth);
  return (
    Math.min(W.perTrackerTag * Math.max(0, signals.trackerTagsMatched), W.trackerTagsCap) +
    Math.min(W.perKeyword * Math.max(0, signals.keywordsMatched), W.keywordsCap) +
    contentTagPoints(signals.contentTags) +
    (isExecutiveHeadline(signals.posterHeadline) ? W.executive : 0) +
    (bucket ? W.depth[bucket] : 0) +
    engagementPoints(signals.likes, signals.comments, signals.shares)
  );
}

/** Points for freshness at `now`: full for a post from this instant, half a day later, and so on. */
export function recencyBoost(postedAt: Date, now: Date): number {
  const hours = Math.max(0, (now.getTime() - postedAt.getTime()) / 3_600_000);
  return W.recency * 0.5 ** (hours / W.recencyHalfLifeHours);
}

export function relevanceScore(signals: RelevanceSignals, postedAt: Date, now: Date): number {
  return relevanceBase(signals) + recencyBoost(postedAt, now);
}

/**
 * The influence sort: the poster's reach (followers) when known, otherwise the post's weighted engagement, so
 * posters with a known audience come first and the rest rank by how much their post travelled.
 */
export function influenceScore(input: {
  posterFollowers: number | null;
  likes: number;
  comments: number;
  shares: number;
}): number {
  if (input.posterFollowers !== null && input.posterFollowers > 0) return input.posterFollowers;
  return Math.max(0, input.likes) + 2 * Math.max(0, input.comments) + 3 * Math.max(0, input.shares);
}
