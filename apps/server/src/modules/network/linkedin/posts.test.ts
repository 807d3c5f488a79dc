import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { RawDataError } from '../raw.ts';
import { parseLinkedinPosts } from './posts.ts';

const now = new Date('2026-11-20T00:00:00Z');
const feed = () => parseLinkedinPosts(fixture('linkedin-activity-feed.normalized.json'), { now });
const byId = (id: string) => feed().posts.find((p) => p.externalId === id);

describe('LinkedIn activity feed (legacy UpdateV2, normalized)', () => {
  it('reads every post and skips the ad', () => {
    const { posts, skipped } = feed();
    expect(posts).toHaveLength(6);
    expect(skipped).toBe(1);
    expect(posts.map((p) => p.poster.name)).not.toContain('Fabrikam Ads');
  });

  it('reads an image post with its author, degree, time and counts', () => {
    expect(byId('urn:li:activity:7522934272819200101')).toEqual({
      platform: 'linkedin',
      externalId: 'urn:li:activity:7522934272819200101',
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:7522934272819200101/',
      content: 'Closing the quarter with three lessons on discovery calls.\n\n#sales #discovery',
      postedAt: '2026-11-02T08:15:00.000Z',
      poster: {
        name: 'Avery Testwell',
        headline: 'Head of Sales at Contoso Analytics',
        profileUrl: 'https://www.linkedin.com/in/avery-testwell',
        imageUrl: 'https://media.licdn.com/dms/image/TESTavery/profile-displayphoto-shrink_400_400/0/1?e=1&t=b',
        salesNavId: 'ACoAAATestAvery0000000001',
        entityId: 'urn:li:member:90000001',
        slug: 'avery-testwell',
      },
      connectionDepth: '1st',
      media: {
        imageUrl: 'https://media.licdn.com/dms/image/TESTIMG1/feedshare-shrink_1280/0/1?e=1&t=l',
        videoUrl: null,
        externalLink: null,
        carouselImages: [],
        fullCarouselUrl: null,
      },
      counts: { likes: 120, comments: 14, shares: 3 },
      comments: [],
      partial: false,
    });
  });

  it('picks the best video stream and its cover', () => {
    const video = byId('urn:li:activity:7523323084800000202');
    expect(video?.media.videoUrl).toBe('https://dms.licdn.com/playlist/vid/TESTVIDEO1/mp4-720p/0/1?e=1&t=q');
    expect(video?.media.imageUrl).toBe('https://media.licdn.com/dms/image/TESTVIDEO1/videocover-high/0/1?e=1&t=v');
  });

  it("files someone's comment activity under the post it is about, with the post's own time", () => {
    const post = byId('urn:li:ugcPost:7522553010585600505');
    expect(post?.postedAt).toBe('2026-11-01T07:00:00.000Z');
    expect(post?.poster.name).toBe('Sam Placeholder');
    expect(post?.connectionDepth).toBe('3rd+');
    expect(post?.comments).toEqual(['Great breakdown, saving this for our next planning week.']);
    expect(byId('urn:li:activity:7524032761036800404')).toBeUndefined();
  });

  it('reads documents as carousels, multi-image posts and article links', () => {
    const document = byId('urn:li:activity:7524497070489600707');
    expect(document?.media.carouselImages).toEqual(
      [1, 2, 3].map((i) => `https://media.licdn.com/dms/image/TESTDOC1/page-1280-${i}?e=1`),
    );
    expect(document?.media.fullCarouselUrl).toMatch(/feedshare-document-pdf-analyzed/);
    expect(byId('urn:li:activity:7525152891863040909')?.media.carouselImages).toHaveLength(3);
    const article = byId('urn:li:activity:7524868266393600808');
    expect(article?.media.externalLink).toBe('https://blog.example.com/posts/pipeline-hygiene?utm_source=linkedin');
    expect(article?.media.imageUrl).toMatch(/TESTART1/);
  });
});

describe('LinkedIn keyword post search (GraphQL clusters)', () => {
  it('reads the normalized and the inline answer the same way', () => {
    const normalized = parseLinkedinPosts(fixture('linkedin-search-content.normalized.json'), { now });
    const inline = parseLinkedinPosts(fixture('linkedin-search-content.inline.json'), { now });
    expect(inline).toEqual(normalized);
    expect(normalized.posts.map((p) => p.externalId)).toEqual([
      'urn:li:activity:7525459663257600111',
      'urn:li:activity:7525543968768000222',
      'urn:li:activity:7525990662144000333',
    ]);
  });

  it('takes the author, degree, text and time from each hit', () => {
    const [first, second] = parseLinkedinPosts(fixture('linkedin-search-content.normalized.json'), { now }).posts;
    expect(first).toMatchObject({
      content: 'Anyone else moving their sales team off spreadsheets this quarter? Looking for a CRM recommendation.',
      // A search hit gives no counts or media: a post already stored keeps its own (ingest).
      partial: true,
      postedAt: '2026-11-09T07:30:00.000Z',
      connectionDepth: '1st',
      poster: {
        name: 'Riley Fixture',
        headline: 'Revenue Operations Lead at Northwind Widgets',
        profileUrl: 'https://www.linkedin.com/in/riley-fixture',
        salesNavId: 'ACoAAATestRiley0000000003',
        slug: 'riley-fixture',
      },
    });
    expect(second?.media.imageUrl).toBe('https://media.licdn.com/dms/image/TESTEMB2/feedshare-shrink_800/0/1?e=1');
  });
});

describe('LinkedIn profile activity (dash Update)', () => {
  it('reads image sets, article links and counts from the dash union', () => {
    const { posts } = parseLinkedinPosts(fixture('linkedin-profile-updates.dash.json'), { now });
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      externalId: 'urn:li:activity:7518234555187200121',
      content: 'Two charts that changed how we forecast.',
      counts: { likes: 64, comments: 9, shares: 2 },
      poster: {
        name: 'Avery Testwell',
        imageUrl: expect.stringMatching(/TESTDASHAVERY/),
        salesNavId: 'ACoAAATestAvery0000000001',
      },
    });
    expect(posts[0]?.media.carouselImages).toHaveLength(2);
    expect(posts[1]?.media).toMatchObject({
      externalLink: 'https://news.example.org/territory-planning',
      imageUrl: 'https://media.licdn.com/dms/image/TESTDASHART/article-cover/0/1?e=1',
    });
  });
});

describe('LinkedIn posts: input it cannot read', () => {
  it('accepts the body as a JSON string and an empty collection', () => {
    const text = JSON.stringify(fixture('linkedin-search-content.inline.json'));
    expect(parseLinkedinPosts(text, { now }).posts).toHaveLength(3);
    expect(parseLinkedinPosts({ data: { '*elements': [] }, included: [] }).posts).toEqual([]);
  });

  it('names what is wrong with an answer that is not a post collection', () => {
    expect(() => parseLinkedinPosts('hello')).toThrow(RawDataError);
    expect(() => parseLinkedinPosts(42)).toThrow(/rawData: must be a LinkedIn JSON answer/);
    expect(() => parseLinkedinPosts({ data: { something: 1 } })).toThrow(/rawData: has no elements/);
  });

  it('skips broken entries instead of failing the page', () => {
    const { posts, skipped } = parseLinkedinPosts({
      elements: [
        { updateMetadata: { urn: 'urn:li:activity:7522934272819200101' } },
        { title: { text: 'x' }, trackingUrn: 7 },
        'junk',
      ],
    });
    expect(posts).toEqual([]);
    expect(skipped).toBe(2);
  });
});
