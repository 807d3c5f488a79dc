import { EXECUTIVE_TITLE_WORDS } from './constants.ts';
import { compileKeywordMatcher } from './keyword-match.ts';
import type { ConnectionDepth } from './post.ts';

/**
 * Facts about a post that the inbox filters on and the relevance score weighs, shared so the server's filters
 * and the web's badges agree.
 */

const executiveTitles = compileKeywordMatcher(EXECUTIVE_TITLE_WORDS);

/** The headline names an executive title as a whole word ('VP Sales', 'Co-Founder'; not 'Directory'). */
export function isExecutiveHeadline(headline: string | null | undefined): boolean {
  return headline ? executiveTitles.test(headline) : false;
}

/**
 * Buckets a network's connection-degree text by its first number: '1st' → '1', '2nd'/'DISTANCE_2' → '2',
 * '3rd+'/'DISTANCE_3' → '3+'. LinkedIn's 'OUT_OF_NETWORK' counts as '3+'. Anything else (self, missing) is null.
 */
export function connectionDepthBucket(raw: string | null | undefined): ConnectionDepth | null {
  if (!raw) return null;
  const digits = /\d+/.exec(raw);
  if (digits) {
    const n = Number(digits[0]);
    if (n === 1) return '1';
    if (n === 2) return '2';
    return n >= 3 ? '3+' : null;
  }
  return /out[\s_-]*of[\s_-]*network/i.test(raw) ? '3+' : null;
}

/** An empty selection means every depth; a post of unknown depth only passes then. */
export function matchesConnectionDepth(raw: string | null | undefined, selected: readonly ConnectionDepth[]): boolean {
  if (selected.length === 0) return true;
  const bucket = connectionDepthBucket(raw);
  return bucket !== null && selected.includes(bucket);
}

export interface EngagementCounts {
  numLikes: number;
  numComments: number;
  numShares: number;
}

/** Engagement means likes plus comments plus shares above 0 (spec §5). */
export function hasEngagement(post: EngagementCounts): boolean {
  return post.numLikes + post.numComments + post.numShares > 0;
}
