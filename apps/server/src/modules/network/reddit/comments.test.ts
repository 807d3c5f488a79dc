import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { parseRedditComments } from './comments.ts';

describe('Reddit comments', () => {
  it('reads top-level comments with their first readable reply, leaving out deleted ones and more stubs', () => {
    expect(parseRedditComments(fixture('reddit-comments.json'))).toEqual([
      {
        name: 'brisk_heron_7',
        headline: null,
        profileImageURL: null,
        profileURL: 'https://www.reddit.com/user/brisk_heron_7/',
        comment: 'Try the free tier of any CRM first & export often.',
        reply: {
          name: 'quiet_otter_42',
          headline: null,
          profileImageURL: null,
          profileURL: 'https://www.reddit.com/user/quiet_otter_42/',
          comment: 'Good call, thanks!',
        },
      },
      {
        name: 'calm_lynx_3',
        headline: null,
        profileImageURL: null,
        profileURL: 'https://www.reddit.com/user/calm_lynx_3/',
        comment: 'We moved last year; happy to share our checklist.',
        reply: null,
      },
    ]);
  });

  it('reads the comment a write created', () => {
    expect(parseRedditComments(fixture('reddit-comment-created.json'))).toMatchObject([
      { name: 'quiet_otter_42', comment: 'Thanks!' },
    ]);
  });

  it('refuses what is not a comments answer', () => {
    expect(() => parseRedditComments({ comments: [] })).toThrow(/rawData: is not a Reddit comments answer/);
  });
});
