import { describe, expect, it } from 'vitest';
import { parseLinkedinPostMetrics } from './post-metrics.ts';

// The answer to GET feed/updates/<urn> in the legacy UpdateV2 shape of the recorded feed answers (normalized:
// SocialDetail and SocialActivityCounts entities in `included`), written for these tests with made-up ids.

const SHARE = 'urn:li:share:7300000000000000201';
const ACTIVITY = 'urn:li:activity:7300000000000000202';
const COMMENT = `urn:li:comment:(activity:7300000000000000202,7300000000000000203)`;

function countsEntity(urn: string, counts: { numLikes: number; numComments: number; numShares: number | null }) {
  return {
    $type: 'com.linkedin.voyager.feed.shared.SocialActivityCounts',
    entityUrn: `urn:li:fs_socialActivityCounts:${urn}`,
    dashEntityUrn: `urn:li:fsd_socialActivityCounts:${urn}`,
    socialDetailEntityUrn: `urn:li:fs_socialDetail:${urn}`,
    urn,
    ...counts,
    reactionTypeCounts: [{ count: counts.numLikes, reactionType: 'LIKE' }],
  };
}

function normalizedAnswer(postUrn: string) {
  return {
    data: {
      $type: 'com.linkedin.voyager.feed.render.UpdateV2',
      entityUrn: `urn:li:fs_updateV2:(${postUrn},MAIN_FEED,EMPTY,DEFAULT,false)`,
      '*socialDetail': `urn:li:fs_socialDetail:${postUrn}`,
    },
    included: [
      // A comment's own counts come first: they must not be taken for the post's.
      countsEntity(COMMENT, { numLikes: 1, numComments: 0, numShares: null }),
      {
        $type: 'com.linkedin.voyager.feed.SocialDetail',
        entityUrn: `urn:li:fs_socialDetail:${postUrn}`,
        threadId: postUrn.replace('urn:li:', ''),
        '*totalSocialActivityCounts': `urn:li:fs_socialActivityCounts:${postUrn}`,
      },
      countsEntity(postUrn, { numLikes: 48, numComments: 7, numShares: 2 }),
    ],
  };
}

describe('parseLinkedinPostMetrics', () => {
  it('takes the post’s own counts from a normalized answer, not a comment’s', () => {
    expect(parseLinkedinPostMetrics(normalizedAnswer(ACTIVITY), ACTIVITY)).toEqual({
      likes: 48,
      comments: 7,
      shares: 2,
    });
  });

  it('follows the update’s social detail when the counts are filed under another URN than the one asked', () => {
    expect(parseLinkedinPostMetrics(normalizedAnswer(ACTIVITY), SHARE)).toEqual({ likes: 48, comments: 7, shares: 2 });
  });

  it('reads the inline shape, sums reactions when there is no like count, and leaves unknown reposts null', () => {
    const inline = {
      socialDetail: {
        totalSocialActivityCounts: {
          urn: ACTIVITY,
          numComments: 4,
          reactionTypeCounts: [
            { count: 5, reactionType: 'LIKE' },
            { count: 2, reactionType: 'PRAISE' },
          ],
        },
      },
    };
    expect(parseLinkedinPostMetrics(inline, SHARE)).toEqual({ likes: 7, comments: 4, shares: null });
  });

  it('answers null when no counts are surely the post’s, and refuses what is not a JSON answer', () => {
    expect(parseLinkedinPostMetrics({ data: {}, included: [] }, SHARE)).toBeNull();
    const twoPosts = {
      included: [
        countsEntity('urn:li:activity:1', { numLikes: 1, numComments: 1, numShares: 1 }),
        countsEntity('urn:li:activity:2', { numLikes: 2, numComments: 2, numShares: 2 }),
      ],
    };
    expect(parseLinkedinPostMetrics(twoPosts, SHARE)).toBeNull();
    expect(() => parseLinkedinPostMetrics('<html>sign in</html>', SHARE)).toThrow(/rawData/);
  });
});
