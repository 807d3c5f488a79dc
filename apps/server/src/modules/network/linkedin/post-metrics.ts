import type { PostMetricsCounts } from '@inroad/contracts/network';
import { asArray, at, count, isRecord, type Json, jsonBody, objectsIn, RawDataError, str } from '../raw.ts';
import { firstPostUrn, voyagerDocument } from './voyager.ts';

// A published post's numbers from its own answer (GET feed/updates/<urn>, the legacy UpdateV2 shape of the
// recorded feed answers): the SocialActivityCounts of the post, normalized (an entity in `included`) or inline
// (socialDetail.totalSocialActivityCounts). The answer also carries counts for the post's comments, and for the
// original of a repost; only the post's own are taken.

const ENTITIES_MAX = 20_000;

type Counted = { postUrn: string | undefined; counts: PostMetricsCounts };

/** The numeric id of a post URN, so a share and the activity LinkedIn files it under can still be told apart. */
const idOf = (urn: string | undefined) => /(\d+)$/.exec(urn ?? '')?.[1];

function countsOf(entity: Json): PostMetricsCounts | undefined {
  const likes = count(entity.numLikes);
  const comments = count(entity.numComments);
  if (likes === undefined && comments === undefined) return undefined;
  const reactions = asArray(entity.reactionTypeCounts).reduce<number>(
    (sum, r) => sum + (count(at(r, 'count')) ?? 0),
    0,
  );
  return { likes: likes ?? reactions, comments: comments ?? 0, shares: count(entity.numShares) ?? null };
}

/** Counts that belong to a post (not to one of its comments), with the post they name. */
function postCountsIn(body: unknown): Counted[] {
  const found: Counted[] = [];
  for (const entity of objectsIn(body, ENTITIES_MAX)) {
    const counts = countsOf(entity);
    if (!counts) continue;
    const names = [entity.urn, entity.entityUrn, entity.dashEntityUrn, entity.socialDetailEntityUrn].map(str);
    // A comment's counts name it as urn:li:comment:(activity:…,…): no post URN of its own.
    if (names.some((name) => name?.includes('urn:li:comment:'))) continue;
    found.push({ postUrn: names.map(firstPostUrn).find(Boolean), counts });
  }
  return found;
}

/** The counts the answer's own update points at (its socialDetail's totalSocialActivityCounts). */
function rootUpdateCounts(body: Json): PostMetricsCounts | undefined {
  const doc = voyagerDocument([body]);
  const root = isRecord(body.data) ? body.data : body;
  const social = doc.ref(root, 'socialDetail');
  const counts = doc.ref(social, 'totalSocialActivityCounts') ?? doc.ref(root, 'socialActivityCounts');
  return counts ? countsOf(counts) : undefined;
}

/**
 * The post's likes (all reactions), comments and reposts; null when the answer holds none that are surely this
 * post's. Throws a RawDataError for an answer that is not JSON at all.
 */
export function parseLinkedinPostMetrics(raw: unknown, postUrn: string): PostMetricsCounts | null {
  const body = jsonBody(raw);
  if (!isRecord(body)) throw new RawDataError('rawData: must be a LinkedIn JSON answer (an object)');
  const candidates = postCountsIn(body);
  const wanted = idOf(firstPostUrn(postUrn) ?? postUrn);
  const exact = candidates.find((c) => wanted !== undefined && idOf(c.postUrn) === wanted);
  if (exact) return exact.counts;
  // Asked by its share URN, the post's counts are often filed under its activity or ugcPost URN instead.
  const ofRoot = rootUpdateCounts(body);
  if (ofRoot) return ofRoot;
  const posts = new Set(candidates.map((c) => c.postUrn ?? ''));
  return posts.size === 1 ? candidates[0]!.counts : null;
}
