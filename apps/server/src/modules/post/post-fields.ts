import type { PostPlatform } from '@inroad/contracts/post';
import { influenceScore, relevanceBase } from '../rules/relevance.ts';

/**
 * Columns derived from a post's own fields, recomputed whenever those change (ingest, enrichment, tagging), so the
 * inbox filters and sorts on plain stored values.
 */

/**
 * Case-folds text for search: NFC, lower case (in JavaScript, whatever the database's locale), one space per run.
 * A capital 'İ' lower-cases to 'i' and a combining dot; the dot after an 'i' is dropped, so that 'İstanbul' and
 * 'istanbul' fold alike, as keywords match them (migration 0018 folded the stored search texts the same way).
 */
export function foldForSearch(text: string): string {
  return foldName(text).replace(/i\u0307/g, 'i');
}

/** A name as an author key holds it. Keys are compared with the ones already stored, so this fold stays as it is. */
function foldName(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The searchable fields, one per line, so a phrase never matches across two of them. */
export function searchTextOf(post: {
  content: string;
  posterName: string | null;
  posterHeadline: string | null;
  posterSlug: string | null;
  keywordTags: readonly string[];
}): string {
  return [post.content, post.posterName ?? '', post.posterHeadline ?? '', post.posterSlug ?? '', ...post.keywordTags]
    .map(foldForSearch)
    .filter((field) => field !== '')
    .join('\n');
}

export interface ScoredPost {
  ruleTags: readonly string[];
  keywordTags: readonly string[];
  contentTags: readonly string[];
  posterHeadline: string | null;
  connectionDepth: string | null;
  numLikes: number;
  numComments: number;
  numShares: number;
  posterFollowers: number | null;
}

export function relevanceBaseOf(post: ScoredPost): number {
  return relevanceBase({
    trackerTagsMatched: new Set(post.ruleTags.map((t) => t.toLowerCase())).size,
    keywordsMatched: new Set(post.keywordTags.map((t) => t.toLowerCase())).size,
    contentTags: post.contentTags,
    posterHeadline: post.posterHeadline,
    connectionDepth: post.connectionDepth,
    likes: post.numLikes,
    comments: post.numComments,
    shares: post.numShares,
  });
}

export function influenceOf(post: ScoredPost): number {
  return influenceScore({
    posterFollowers: post.posterFollowers,
    likes: post.numLikes,
    comments: post.numComments,
    shares: post.numShares,
  });
}

/** A profile URL's identity: host and path, lower-cased, without query, fragment or trailing slash. */
export function profileUrlKey(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.toLowerCase().replace(/^(www|m|old|new)\./, '');
    const path = decodeURIComponent(parsed.pathname).toLowerCase().replace(/\/+$/, '');
    return `${host}${path}`;
  } catch {
    return null;
  }
}

/**
 * Every identity the network gave the author. Hiding an author stores all of them, and a post is by a hidden
 * author when any of its keys is hidden: one post may carry an entity id, another only the profile URL. The name
 * is the identity of last resort only.
 */
export function authorKeysOf(
  platform: PostPlatform,
  poster: { entityId: string | null; salesNavId: string | null; profileUrl: string | null; name: string | null },
): string[] {
  const keys = new Set<string>();
  if (poster.entityId) keys.add(`${platform}:id:${poster.entityId}`);
  if (poster.salesNavId) keys.add(`${platform}:id:${poster.salesNavId}`);
  const urlKey = poster.profileUrl ? profileUrlKey(poster.profileUrl) : null;
  if (urlKey) keys.add(`${platform}:url:${urlKey}`);
  if (keys.size === 0 && poster.name?.trim() && !PLACEHOLDER_NAMES.has(foldName(poster.name))) {
    keys.add(`${platform}:name:${foldName(poster.name)}`);
  }
  return [...keys];
}

/**
 * Names the networks give authors they do not name (a deleted Reddit account, a LinkedIn member out of the user's
 * network): shared by many people, never an identity. A post by one has no author key, so hiding or following acts
 * on that post alone, not on every such author's.
 */
const PLACEHOLDER_NAMES = new Set(['[deleted]', '[removed]', 'linkedin member'].map(foldName));

/** Union of tag lists, first spelling and order kept, exact comparison (tags are shown as written). */
export function unionTags(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}
