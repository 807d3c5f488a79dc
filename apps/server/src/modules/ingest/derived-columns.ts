import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import { influenceOf, relevanceBaseOf, searchTextOf } from '../post/post-fields.ts';

/** What Inroad has marked on a post: its tags, and the poster's follower count when known. */
export interface PostMarks {
  ruleTags: readonly string[];
  keywordTags: readonly string[];
  contentTags: readonly string[];
  posterFollowers: number | null;
}

/**
 * The columns a stored post derives from the network's copy and Inroad's marks: the scores the inbox sorts by and
 * the search text. Ingest stores them, and so does the benchmark's seeder, which stores posts the way ingest does.
 */
export function derivedColumnsOf(post: NormalizedPost, marks: PostMarks) {
  const scored = {
    ...marks,
    posterHeadline: post.poster.headline,
    connectionDepth: post.connectionDepth,
    numLikes: post.counts.likes,
    numComments: post.counts.comments,
    numShares: post.counts.shares,
  };
  return {
    relevanceBase: relevanceBaseOf(scored),
    influence: influenceOf(scored),
    searchText: searchTextOf({
      content: post.content,
      posterName: post.poster.name,
      posterHeadline: post.poster.headline,
      posterSlug: post.poster.slug,
      keywordTags: marks.keywordTags,
    }),
  };
}
