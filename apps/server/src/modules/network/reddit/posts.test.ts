import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/fixtures/network/fixture.ts';
import { parseRedditPosts } from './posts.ts';

const posts = () => parseRedditPosts(fixture('reddit-listing.json')).posts;
const byId = (id: string) => posts().find((p) => p.externalId === id);

describe('Reddit listing', () => {
  it('reads every t3 and skips other kinds and broken entries', () => {
    const parsed = parseRedditPosts(fixture('reddit-listing.json'));
    expect(parsed.posts.map((p) => p.externalId)).toEqual([
      't3_tst001',
      't3_tst002',
      't3_tst003',
      't3_tst004',
      't3_tst005',
      't3_tst006',
      't3_tst007',
    ]);
    expect(parsed.skipped).toBe(1);
  });

  it('reads a self post: title and text, author, link, time, counts', () => {
    expect(byId('t3_tst001')).toEqual({
      platform: 'reddit',
      externalId: 't3_tst001',
      url: 'https://www.reddit.com/r/salesops/comments/tst001/a_test_post/',
      content: 'What CRM do small sales teams use?\n\nWe are five reps & one manager. Spreadsheets <3 but not scaling.',
      postedAt: '2026-11-10T08:40:00.000Z',
      poster: {
        name: 'quiet_otter_42',
        headline: 'r/salesops',
        profileUrl: 'https://www.reddit.com/user/quiet_otter_42/',
        imageUrl: null,
        salesNavId: 't2_testa1',
        entityId: 't2_testa1',
        slug: 'quiet_otter_42',
      },
      connectionDepth: null,
      media: { imageUrl: null, videoUrl: null, externalLink: null, carouselImages: [], fullCarouselUrl: null },
      counts: { likes: 57, comments: 23, shares: 0 },
      comments: [],
      partial: false,
    });
  });

  it('reads links, images, galleries in order and hosted videos', () => {
    expect(byId('t3_tst002')?.media).toMatchObject({
      externalLink: 'https://blog.example.com/pipeline-reviews?a=1&b=2',
      imageUrl: 'https://external-preview.redd.it/test-link.jpg?width=640&s=abc',
    });
    expect(byId('t3_tst003')?.media).toMatchObject({
      imageUrl: 'https://i.redd.it/testimage1.png',
      externalLink: null,
    });
    expect(byId('t3_tst004')?.media).toEqual({
      imageUrl: 'https://preview.redd.it/gal_b.png?width=1080&format=png&auto=webp&s=b',
      videoUrl: null,
      externalLink: null,
      carouselImages: [
        'https://preview.redd.it/gal_b.png?width=1080&format=png&auto=webp&s=b',
        'https://preview.redd.it/gal_a.jpg?width=1080&format=pjpg&auto=webp&s=a',
        'https://i.redd.it/gal_anim.gif',
      ],
      fullCarouselUrl: 'https://www.reddit.com/gallery/tst004',
    });
    expect(byId('t3_tst005')?.media).toMatchObject({
      videoUrl: 'https://v.redd.it/testvideo1/HLSPlaylist.m3u8?a=1',
      imageUrl: 'https://external-preview.redd.it/testvideo1.png?format=pjpg&s=v',
      externalLink: null,
    });
  });

  it('keeps hosted videos whose media Reddit left null: preview renditions, crossposts, else the v.redd.it link', () => {
    const submission = (id: string, fields: Record<string, unknown>) => ({
      kind: 't3',
      data: {
        name: `t3_${id}`,
        title: `Hosted video ${id}`,
        author: 'sample_maker_3',
        created_utc: 1_767_225_600,
        permalink: `/r/demo/comments/${id}/hosted_video/`,
        media: null,
        secure_media: null,
        ...fields,
      },
    });
    const listing = {
      kind: 'Listing',
      data: {
        children: [
          submission('vid001', {
            is_video: true,
            url: 'https://v.redd.it/sample001',
            preview: { reddit_video_preview: { fallback_url: 'https://v.redd.it/sample001/DASH_480.mp4' } },
          }),
          submission('vid002', {
            is_video: false,
            url_overridden_by_dest: 'https://v.redd.it/sample002',
            preview: {
              images: [
                {
                  source: { url: 'https://preview.redd.it/sample002.jpg?s=1' },
                  variants: { mp4: { source: { url: 'https://preview.redd.it/sample002.gif?format=mp4&s=2' } } },
                },
              ],
            },
          }),
          submission('vid003', { is_video: true, url: 'https://v.redd.it/sample003' }),
          submission('vid004', {
            url: '/r/demo/comments/vid001/hosted_video/',
            crosspost_parent_list: [
              {
                is_video: true,
                media: null,
                url: 'https://v.redd.it/sample001',
                preview: { reddit_video_preview: { hls_url: 'https://v.redd.it/sample001/HLSPlaylist.m3u8?a=2' } },
              },
            ],
          }),
        ],
      },
    };
    const media = (id: string) => parseRedditPosts(listing).posts.find((p) => p.externalId === id)?.media;
    expect(media('t3_vid001')).toMatchObject({
      videoUrl: 'https://v.redd.it/sample001/DASH_480.mp4',
      externalLink: null,
    });
    expect(media('t3_vid002')).toMatchObject({
      videoUrl: 'https://preview.redd.it/sample002.gif?format=mp4&s=2',
      imageUrl: 'https://preview.redd.it/sample002.jpg?s=1',
    });
    expect(media('t3_vid003')).toMatchObject({ videoUrl: null, externalLink: 'https://v.redd.it/sample003' });
    expect(media('t3_vid004')).toMatchObject({
      videoUrl: 'https://v.redd.it/sample001/HLSPlaylist.m3u8?a=2',
      externalLink: null,
    });
  });

  it('keeps removed text out and gives deleted authors no identity', () => {
    expect(byId('t3_tst006')).toMatchObject({
      content: '[deleted post title stays]',
      poster: { name: '[deleted]', profileUrl: null, salesNavId: null, slug: null },
      // A post stored before its text was deleted keeps that text.
      partial: true,
    });
    expect(byId('t3_tst001')).toMatchObject({ partial: false });
  });

  it('shows a crosspost with the media of its original', () => {
    expect(byId('t3_tst007')?.media.imageUrl).toBe('https://i.redd.it/testcross.jpg');
  });

  it('undoes HTML escaping left in URLs by answers without raw_json=1', () => {
    const escaped = JSON.parse(JSON.stringify(fixture('reddit-listing.json')).replaceAll('?a=1&b=2', '?a=1&amp;b=2'));
    expect(parseRedditPosts(escaped).posts[1]?.media.externalLink).toBe(
      'https://blog.example.com/pipeline-reviews?a=1&b=2',
    );
  });

  it('refuses what is not a listing', () => {
    expect(() => parseRedditPosts({ data: { children: [] } })).toThrow(/rawData: is not a Reddit listing/);
    expect(parseRedditPosts({ kind: 'Listing', data: { children: [] } }).posts).toEqual([]);
  });
});
