import { describe, expect, it } from 'vitest';
import { ArchivePostBody, BulkArchiveBody, PostListQuery, PostListResponse } from './post.ts';
import { NormalizedPost } from './post-ingest.ts';

const ID = '3f1c2a9e-8d5b-4c3a-9f2e-1a2b3c4d5e6f';

const errorFor = (query: Record<string, unknown>) => {
  const result = PostListQuery.safeParse(query);
  expect(result.success).toBe(false);
  return result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('PostListQuery', () => {
  it('applies the spec defaults', () => {
    expect(PostListQuery.parse({})).toEqual({
      view: 'priority',
      sourceTags: [],
      ruleTags: [],
      contentTags: [],
      dateRange: 1,
      sortBy: 'relevance',
      connectionDepth: [],
      limit: 50,
    });
  });

  it('treats empty values as absent', () => {
    const parsed = PostListQuery.parse({ view: '', q: '  ', dateRange: '', sortBy: '', showEngagement: '', limit: '' });
    expect(parsed).toMatchObject({ view: 'priority', dateRange: 1, sortBy: 'relevance', limit: 50 });
    expect(parsed.q).toBeUndefined();
    expect(parsed.showEngagement).toBeUndefined();
  });

  it('parses query-string values', () => {
    const parsed = PostListQuery.parse({
      view: 'all',
      q: ' hiring ',
      sourceTags: ['Search Topic', 'Other'],
      ruleTags: 'Leads',
      contentTags: [' Question ', ' ', 'Hiring', 'Question'],
      dateRange: '7',
      sortBy: 'date',
      showEngagement: 'true',
      showExecutive: '0',
      connectionDepth: '1,3+',
      engaged: '1',
      archived: 'false',
      postId: ID,
      cursor: 'abc',
      limit: '200',
    });
    expect(parsed).toEqual({
      view: 'all',
      q: 'hiring',
      sourceTags: ['Search Topic', 'Other'],
      ruleTags: ['Leads'],
      contentTags: ['Question', 'Hiring'],
      dateRange: 7,
      sortBy: 'date',
      showEngagement: true,
      showExecutive: false,
      connectionDepth: ['1', '3+'],
      engaged: true,
      archived: false,
      postId: ID,
      cursor: 'abc',
      limit: 200,
    });
  });

  it('accepts typed values from code as well', () => {
    expect(PostListQuery.parse({ dateRange: 30, showExecutive: true, limit: 10 })).toMatchObject({
      dateRange: 30,
      showExecutive: true,
      limit: 10,
    });
  });

  it('takes each tag value whole, so a tag may contain a comma', () => {
    const parsed = PostListQuery.parse({ ruleTags: ['Acme, Inc', 'Leads'], contentTags: 'Hot, ok' });
    expect(parsed.ruleTags).toEqual(['Acme, Inc', 'Leads']);
    expect(parsed.contentTags).toEqual(['Hot, ok']);
  });

  it('reads connection depth: all means no filter, a decoded "3 " means 3+', () => {
    expect(PostListQuery.parse({ connectionDepth: 'all' }).connectionDepth).toEqual([]);
    expect(PostListQuery.parse({ connectionDepth: '2,all' }).connectionDepth).toEqual([]);
    expect(PostListQuery.parse({ connectionDepth: '3 ' }).connectionDepth).toEqual(['3+']);
    expect(PostListQuery.parse({ connectionDepth: ['3+', '2', '2'] }).connectionDepth).toEqual(['2', '3+']);
  });

  it('fails unknown values with a message naming the parameter', () => {
    expect(errorFor({ view: 'inbox' })).toMatch(/^view: must be one of priority, all/);
    expect(errorFor({ sortBy: 'random' })).toMatch(/^sortBy: must be one of relevance, influence, date/);
    expect(errorFor({ dateRange: '5' })).toMatch(/^dateRange: must be one of 1, 2, 3, 7, 30/);
    expect(errorFor({ dateRange: '1.5' })).toMatch(/^dateRange:/);
    expect(errorFor({ dateRange: 'today' })).toMatch(/^dateRange:/);
    expect(errorFor({ showEngagement: 'yes' })).toMatch(/^showEngagement: must be true or false/);
    expect(errorFor({ connectionDepth: '4' })).toMatch(/^connectionDepth: must be 1, 2, 3\+ or all/);
    expect(errorFor({ limit: '0' })).toMatch(/^limit:/);
    expect(errorFor({ limit: '201' })).toMatch(/^limit:/);
    expect(errorFor({ q: 'x'.repeat(201) })).toMatch(/^q: must be at most 200 characters/);
    expect(errorFor({ contentTags: Array.from({ length: 101 }, (_, i) => `t${i}`) })).toMatch(/^contentTags:/);
  });
});

describe('post bodies', () => {
  it('validate ids and flags', () => {
    expect(ArchivePostBody.parse({ id: ID, archived: true, hideAuthor: true })).toEqual({
      id: ID,
      archived: true,
      hideAuthor: true,
    });
    expect(ArchivePostBody.safeParse({ id: ID }).success).toBe(false);
    expect(BulkArchiveBody.parse({ ids: [ID] })).toEqual({ ids: [ID], archived: true });
    expect(BulkArchiveBody.safeParse({ ids: [] }).error?.issues[0]?.message).toBe('No posts selected');
    expect(BulkArchiveBody.safeParse({ ids: Array.from({ length: 501 }, () => ID) }).success).toBe(false);
  });
});

describe('NormalizedPost', () => {
  const minimal = {
    platform: 'reddit',
    externalId: 't3_abc',
    content: 'Any tips for cold outreach?',
    postedAt: '2026-01-02T03:04:05Z',
    poster: { name: 'u/example' },
  };

  it('fills defaults for optional parts', () => {
    const post = NormalizedPost.parse(minimal);
    expect(post.counts).toEqual({ likes: 0, comments: 0, shares: 0 });
    expect(post.media.carouselImages).toEqual([]);
    expect(post.poster.slug).toBeNull();
    expect(post.comments).toEqual([]);
  });

  it('accepts http(s) URLs only, so links cannot run script', () => {
    expect(NormalizedPost.safeParse({ ...minimal, url: 'https://www.reddit.com/r/sales/abc' }).success).toBe(true);
    expect(NormalizedPost.safeParse({ ...minimal, url: 'javascript:alert(1)' }).success).toBe(false);
    const badImage = { ...minimal, poster: { name: 'x', imageUrl: 'data:image/png;base64,AAAA' } };
    expect(NormalizedPost.safeParse(badImage).success).toBe(false);
  });

  it("accepts Inroad's own placeholder media by path, for media only, and no other path", () => {
    const withMedia = (media: object, poster: object = {}) => ({
      ...minimal,
      poster: { name: 'x', ...poster },
      media,
    });
    const demo = {
      imageUrl: '/demo-media/image/pipeline-review-1.svg',
      videoUrl: '/demo-media/video/20260315-4.webm',
      carouselImages: ['/demo-media/slide/forecasting-playbook.1.svg'],
      fullCarouselUrl: '/demo-media/document/forecasting-playbook.pdf',
    };
    expect(NormalizedPost.safeParse(withMedia(demo, { imageUrl: '/demo-media/avatar/robin-demo.svg' })).success).toBe(
      true,
    );
    for (const path of [
      '/api/logout',
      '/demo-media/image/../../api/logout',
      '/demo-media/..',
      '//evil.example/x.svg',
    ]) {
      expect(NormalizedPost.safeParse(withMedia({ imageUrl: path })).success, path).toBe(false);
    }
    // Links stay absolute http(s).
    expect(NormalizedPost.safeParse(withMedia({ externalLink: '/demo-media/image/a.svg' })).success).toBe(false);
    expect(NormalizedPost.safeParse({ ...minimal, url: '/demo-media/image/a.svg' }).success).toBe(false);
  });

  it('rejects negative counts and missing ids', () => {
    expect(NormalizedPost.safeParse({ ...minimal, counts: { likes: -1 } }).success).toBe(false);
    expect(NormalizedPost.safeParse({ ...minimal, externalId: ' ' }).success).toBe(false);
  });
});

describe('PostListResponse', () => {
  it('describes an empty page', () => {
    const page = {
      posts: [],
      filterData: { contentTags: {}, sourceTags: { Other: 2 }, ruleTags: {} },
      nextCursor: null,
      total: 0,
    };
    expect(PostListResponse.parse(page)).toEqual(page);
  });
});
