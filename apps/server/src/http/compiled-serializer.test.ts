import { PostListResponse } from '@inroad/contracts/post';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { compileSerializer } from './compiled-serializer.ts';

const post = {
  id: 'p1',
  platform: 'linkedin',
  source: null,
  content: 'Hello "world"\n\u2028 😀',
  aiSummary: null,
  aiSummaryEngine: 'model',
  postURL: 'https://example.com/p1',
  postIdExternal: 'urn:li:activity:1',
  postDate: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  posterName: 'Ada',
  posterImage: null,
  posterHeadline: null,
  posterProfileURL: null,
  posterSalesNavId: null,
  connectionDepth: '2nd',
  platformLogo: null,
  imageURL: null,
  videoURL: null,
  externalLink: null,
  carouselImages: ['https://example.com/a.png'],
  fullCarouselURL: null,
  numLikes: 3,
  numComments: 0,
  numShares: 1,
  shareCount: 1,
  liked: false,
  archived: false,
  followed: true,
  connected: false,
  isRead: false,
  previouslyEngaged: false,
  comment: null,
  comments: ['first'],
  commentsParsed: true,
  sourceTags: ['RevOps'],
  ruleTags: [],
  contentTags: ['Question'],
  keywordTags: [],
  keywords: ['world'],
  ruleTagReasons: { Hot: 'asked for a tool' },
};

describe('the compiled serialiser of the inbox list', () => {
  const serialise = compileSerializer(PostListResponse);

  it('writes what zod checks and JSON.stringify would write', () => {
    const answer = {
      posts: [post, { ...post, id: 'p2', source: { id: 's1', name: 'RevOps' }, aiSummaryEngine: null }],
      filterData: { contentTags: { Question: 2 }, sourceTags: {}, ruleTags: { Other: 1 } },
      nextCursor: null,
      total: 2,
    };
    const text = serialise(answer);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(PostListResponse.parse(answer))));
  });

  it('leaves out fields the contract does not name, as the zod check does', () => {
    const leaky = {
      posts: [{ ...post, userId: 'secret', source: { id: 's', name: 'n', userId: 'x' } }],
      filterData: { contentTags: {}, sourceTags: {}, ruleTags: {} },
      nextCursor: 'c',
      total: 1,
    };
    const written = JSON.parse(serialise(leaky)) as z.infer<typeof PostListResponse>;
    expect(written.posts[0]).not.toHaveProperty('userId');
    // A list row carries what the row shows: the source, media and comments come with the post itself.
    expect(written.posts[0]).not.toHaveProperty('source');
    expect(written.posts[0]).not.toHaveProperty('comments');
    expect(written.posts[0]?.sourceTags).toEqual(['RevOps']);
  });
});
