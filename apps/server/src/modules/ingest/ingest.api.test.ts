import { followPoster } from '@inroad/contracts/engage';
import { OnboardingData } from '@inroad/contracts/onboarding';
import type { PostListResponse } from '@inroad/contracts/post';
import { archivePost, readPost } from '@inroad/contracts/post';
import { updateSource } from '@inroad/contracts/source';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildNormalizedPost,
  createSource,
  createTracker,
  fullPosts,
  ingest,
  signUp,
  type TestUser,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { posts, ruleVerdicts } from '../../db/schema/index.ts';
import { upsertAnswers } from '../onboarding/onboarding.queries.ts';
import { ingestPosts } from './ingest.service.ts';
import { enrichPosts, type PostEnricher } from './post-enrichment.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function list(user: TestUser, query: string) {
  const res = await t.request<PostListResponse>('GET', `/post?dateRange=30&sortBy=date&limit=200&${query}`, {
    token: user.token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The listed posts whole (media, counts, comments and keywords come with each post, not with the list). */
async function listFull(user: TestUser, query: string) {
  return fullPosts(t, user, (await list(user, query)).posts);
}

describe('ingestPosts: storing and refreshing', () => {
  it('stores new posts, and on re-ingest updates counts and content without duplicating or resetting user state', async () => {
    const user = await signUp(t);
    const first = buildNormalizedPost({
      content: 'Original text',
      postedAt: hoursAgo(5),
      counts: { likes: 1, comments: 0, shares: 0 },
    });
    const second = buildNormalizedPost({ content: 'Second post' });
    expect(await ingest(t, user, [first, second])).toMatchObject({ inserted: 2, updated: 0 });
    const stored = (await list(user, 'view=all')).posts;
    const firstId = stored.find((p) => p.content === 'Original text')?.id ?? '';
    await t.call(readPost, { token: user.token, body: { id: firstId } });
    await t.call(archivePost, { token: user.token, body: { id: firstId, archived: true } });

    const again = await ingest(t, user, [
      { ...first, content: 'Edited text', postedAt: hoursAgo(1), counts: { likes: 40, comments: 3, shares: 2 } },
      second,
    ]);
    expect(again).toMatchObject({ inserted: 0, updated: 2 });
    expect(again.postIds).toContain(firstId);
    const archived = await listFull(user, 'view=all&archived=true');
    expect(archived).toHaveLength(1);
    expect(archived[0]).toMatchObject({
      id: firstId,
      content: 'Edited text',
      numLikes: 40,
      numComments: 3,
      numShares: 2,
      isRead: true,
      archived: true,
      postDate: stored.find((p) => p.id === firstId)?.postDate,
    });
    expect((await list(user, 'view=all')).total).toBe(1);
  });

  it('keeps what a full read gave a post when a Data Feed search finds it again (no counts, no media, a cut text)', async () => {
    const user = await signUp(t);
    const read = buildNormalizedPost({
      content: 'The whole post, with its last line.',
      counts: { likes: 120, comments: 14, shares: 3 },
      media: { videoUrl: 'https://media.example.com/v.mp4', imageUrl: 'https://media.example.com/cover.jpg' },
    });
    await ingest(t, user, [read]);
    const hit = { ...read, content: 'The whole post, with its…', counts: { likes: 0, comments: 0, shares: 0 } };
    await ingest(t, user, [
      {
        ...hit,
        media: { ...read.media, videoUrl: null, imageUrl: 'https://media.example.com/hit.jpg' },
        partial: true,
      },
    ]);
    const [post] = await listFull(user, 'view=all');
    expect(post).toMatchObject({
      content: 'The whole post, with its last line.',
      numLikes: 120,
      numComments: 14,
      videoURL: 'https://media.example.com/v.mp4',
    });
  });

  it("gives a new post the author's follow, connection and engaged flags the user's other posts of theirs carry", async () => {
    const user = await signUp(t);
    const poster = {
      entityId: 'urn:li:fsd_profile:ACoAAFollowedAuthor',
      salesNavId: 'ACoAAFollowedAuthor',
      profileUrl: 'https://linkedin.example.com/in/followed-author',
    };
    await ingest(t, user, [buildNormalizedPost({ content: 'First post of a followed author', poster })]);
    const [first] = (await list(user, 'view=all')).posts;
    expect((await t.call(followPoster, { token: user.token, body: { id: first?.id ?? '' } })).status).toBe(200);
    await ingest(t, user, [
      buildNormalizedPost({ content: 'Their next post', poster }),
      buildNormalizedPost({ content: 'Someone else entirely' }),
    ]);
    const all = await listFull(user, 'view=all');
    expect(all.find((p) => p.content === 'Their next post')).toMatchObject({ followed: true, connected: false });
    expect(all.find((p) => p.content === 'Someone else entirely')).toMatchObject({ followed: false });
  });

  it('collapses duplicates within one batch, the last one winning', async () => {
    const user = await signUp(t);
    const post = buildNormalizedPost({ content: 'first copy' });
    const result = await ingest(t, user, [post, { ...post, content: 'second copy' }]);
    expect(result).toMatchObject({ inserted: 1, updated: 0 });
    expect((await list(user, 'view=all')).posts.map((p) => p.content)).toEqual(['second copy']);
  });

  it('keeps the same external id apart across platforms and users', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const post = buildNormalizedPost();
    await ingest(t, user, [post, { ...post, platform: 'reddit' }]);
    await ingest(t, other, [post]);
    expect((await list(user, 'view=all')).total).toBe(2);
    expect((await list(other, 'view=all')).total).toBe(1);
  });

  it('refuses a source that is not the user’s', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const foreign = await createSource(t, other);
    await expect(
      ingestPosts({
        db: t.ctx.db,
        queue: t.ctx.queue,
        userId: user.userId,
        sourceId: foreign,
        posts: [buildNormalizedPost()],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Source not found' });
    expect((await list(user, 'view=all')).total).toBe(0);
  });

  it('stores media, comments and poster details', async () => {
    const user = await signUp(t);
    await ingest(t, user, [
      buildNormalizedPost({
        content: 'media post',
        poster: { name: 'Avery Example', imageUrl: 'https://media.example.com/avery.png', salesNavId: 'ACwAAavery' },
        media: {
          carouselImages: ['https://media.example.com/1.png', 'https://media.example.com/2.png'],
          fullCarouselUrl: 'https://media.example.com/deck.pdf',
          externalLink: 'https://blog.example.com/post',
        },
        comments: ['Great point', 'Agreed'],
      }),
    ]);
    expect((await listFull(user, 'view=all'))[0]).toMatchObject({
      posterImage: 'https://media.example.com/avery.png',
      posterSalesNavId: 'ACwAAavery',
      carouselImages: ['https://media.example.com/1.png', 'https://media.example.com/2.png'],
      fullCarouselURL: 'https://media.example.com/deck.pdf',
      externalLink: 'https://blog.example.com/post',
      comments: ['Great point', 'Agreed'],
    });
  });
});

describe('ingestPosts: tags and rules', () => {
  it('gives source tags and the feed category, and merges tags when another source brings the post again', async () => {
    const user = await signUp(t);
    const a = await createSource(t, user, { name: 'Search Topic: pipeline', tags: ['Pipeline'] });
    const b = await createSource(t, user, { name: 'adjacent product: Example CRM', tags: ['CRM'] });
    const c = await createSource(t, user, { name: 'My saved search', tags: [] });
    const post = buildNormalizedPost();
    await ingest(t, user, [post], a);
    await ingest(t, user, [post], b);
    await ingest(t, user, [post], c);
    const [stored] = await listFull(user, 'view=all');
    expect(stored?.sourceTags).toEqual(['Pipeline', 'Search Topic', 'CRM', 'Adjacent Product', 'Other']);
    expect(stored?.source?.name).toBe('Search Topic: pipeline');
  });

  it('lets source rules decide the Priority Inbox; a pass from any source keeps the post in it', async () => {
    const user = await signUp(t);
    const strict = await createSource(t, user, {
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'zebra' }] }],
    });
    const open = await createSource(t, user);
    const post = buildNormalizedPost({ content: 'No stripes here' });
    await ingest(t, user, [post], strict);
    expect((await list(user, 'view=priority')).total).toBe(0);
    expect((await list(user, 'view=all')).total).toBe(1);
    await ingest(t, user, [post], open);
    expect((await list(user, 'view=priority')).total).toBe(1);
    await ingest(t, user, [post], strict);
    expect((await list(user, 'view=priority')).total).toBe(1);
  });

  it("judges a second Data Feed's AI rules for a post another feed stored first", async () => {
    const user = await signUp(t);
    const strict = await createSource(t, user, {
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'zebra' }] }],
    });
    const pricingFeed = await createSource(t, user, {
      rules: [{ ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Mentions pricing' }] }],
    });
    const post = buildNormalizedPost({ content: 'Our new pricing page is live, plans start at $10.' });
    await ingest(t, user, [post], strict);
    expect((await list(user, 'view=priority')).total).toBe(0);
    await ingest(t, user, [post], pricingFeed);
    expect((await list(user, 'view=priority')).total).toBe(1);
  });

  it('excludes by poster slug and name as well as text', async () => {
    const user = await signUp(t);
    const source = await createSource(t, user, {
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'exclude', value: 'spammy-sam' }] }],
    });
    await ingest(
      t,
      user,
      [
        buildNormalizedPost({ content: 'buy now', poster: { name: 'Sam', slug: 'spammy-sam' } }),
        buildNormalizedPost({ content: 'useful post' }),
      ],
      source,
    );
    expect((await list(user, 'view=priority')).posts.map((p) => p.content)).toEqual(['useful post']);
  });

  it('records matched include keywords as keywordTags and adds the source’s search keywords to keywords', async () => {
    const user = await signUp(t);
    const source = await createSource(t, user, {
      keywords: ['renewal', 'churn'],
      rules: [
        {
          ruleType: 'keyword',
          field: 'posterSlug',
          inputs: [
            { type: 'include', value: 'pricing' },
            { type: 'include', value: 'discount' },
          ],
        },
      ],
    });
    await createTracker(t, user, {
      tags: ['Deals'],
      rules: [{ ruleType: 'keyword', field: 'content', inputs: [{ type: 'include', value: 'Q4 deal' }] }],
    });
    await ingest(t, user, [buildNormalizedPost({ content: 'Pricing changes at renewal for every Q4  deal' })], source);
    const [post] = await listFull(user, 'view=all');
    expect(post).toMatchObject({
      ruleTags: ['Deals'],
      keywordTags: ['pricing', 'Q4 deal'],
      keywords: ['pricing', 'Q4 deal', 'renewal'],
    });
    // Keyword tags are searchable.
    expect((await list(user, 'view=all&q=q4%20deal')).total).toBe(1);
  });
});

describe('enrichment', () => {
  it('adds content tags and a summary in the background', async () => {
    const user = await signUp(t);
    await ingest(t, user, [
      buildNormalizedPost({
        content:
          "We're hiring two SDRs in Berlin. Apply via the link! The team is growing fast and we need people who love talking to customers.",
      }),
      buildNormalizedPost({
        content: 'Can anyone recommend a CRM for a 10-person team? We are switching from spreadsheets.',
      }),
    ]);
    const body = await list(user, 'view=all');
    const hiring = (await listFull(user, 'view=all')).find((p) => p.content.startsWith("We're hiring"));
    expect(hiring?.contentTags).toContain('Hiring');
    expect(hiring?.aiSummary).toBeTruthy();
    expect(hiring?.aiSummaryEngine).toBe('local');
    expect(body.filterData.contentTags).toMatchObject({ Hiring: 1, Question: 1 });
    expect(contentsOf(await list(user, 'view=all&contentTags=Question'))).toEqual([
      'Can anyone recommend a CRM for a 10-person team? We are switching from spreadsheets.',
    ]);
  });

  it("tags a post naming one of the user's hot-lead keywords as a Hot lead", async () => {
    const user = await signUp(t);
    await upsertAnswers(
      t.ctx.db,
      user.userId,
      OnboardingData.parse({
        feedPreferences: ['content_topics'],
        topics: [{ name: 'Sales', keywords: ['crm'] }],
        hotLeadKeywords: ['Kestrel Works'],
      }),
    );
    await ingest(t, user, [
      buildNormalizedPost({ content: 'Lunch with the Kestrel Works team today, great people.' }),
      buildNormalizedPost({ content: 'Lunch with the design team today, great people.' }),
    ]);
    const tagged = (await list(user, 'view=all&contentTags=Hot%20lead')).posts.map((p) => p.content);
    expect(tagged).toEqual(['Lunch with the Kestrel Works team today, great people.']);
  });

  it('decides AI rules after ingest, stores verdicts and never asks twice for the same criterion and post', async () => {
    const user = await signUp(t);
    const source = await createSource(t, user, {
      rules: [{ ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Mentions pricing' }] }],
    });
    await createTracker(t, user, {
      tags: ['Tool request'],
      rules: [
        { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Asks for a tool recommendation' }] },
      ],
    });
    const pricing = buildNormalizedPost({ content: 'Our new pricing page is live, plans start at $10.' });
    const weather = buildNormalizedPost({ content: 'Can anyone recommend a weather app? Sunny in Berlin today.' });
    const { postIds } = await ingest(t, user, [pricing, weather], source);
    expect((await list(user, 'view=priority')).posts.map((p) => p.content)).toEqual([pricing.content]);
    const all = (await list(user, 'view=all')).posts;
    expect(all.find((p) => p.content === weather.content)?.ruleTags).toEqual(['Tool request']);
    const stored = await t.ctx.db.select().from(ruleVerdicts).where(inArray(ruleVerdicts.postId, postIds));
    expect(stored).toHaveLength(4);
    expect(stored.every((v) => v.engine === 'local' && v.userId === user.userId)).toBe(true);

    // A later run (retry, re-ingest) answers from the stored verdicts.
    let judged = 0;
    const counting: PostEnricher = {
      enrich: async () => ({ contentTags: [], summary: null, summaryEngine: null }),
      judgeFor: () => ({
        judge: async () => {
          judged++;
          return { match: false };
        },
        engines: new Map(),
        reasons: new Map(),
      }),
    };
    await t.ctx.db.update(posts).set({ rulesPending: true }).where(inArray(posts.id, postIds));
    await enrichPosts({ db: t.ctx.db, userId: user.userId, postIds, enricher: counting });
    expect(judged).toBe(0);
    expect((await list(user, 'view=priority')).total).toBe(1);

    // A changed criterion is a new question.
    await t.call(updateSource, {
      token: user.token,
      body: {
        id: source,
        rules: [{ ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Mentions a price' }] }],
      },
    });
    await t.ctx.db
      .update(posts)
      .set({ rulesPending: true })
      .where(eq(posts.id, postIds[0] ?? ''));
    await enrichPosts({ db: t.ctx.db, userId: user.userId, postIds: [postIds[0] ?? ''], enricher: counting });
    expect(judged).toBe(1);
  });

  it('ignores another user’s post ids', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const { postIds } = await ingest(t, other, [buildNormalizedPost({ content: "We're hiring a designer" })]);
    const result = await enrichPosts({
      db: t.ctx.db,
      userId: user.userId,
      postIds,
      enricher: {
        enrich: async () => ({ contentTags: ['Hot lead'], summary: 'x', summaryEngine: 'local' }),
        judgeFor: () => ({ judge: async () => ({ match: true }), engines: new Map(), reasons: new Map() }),
      },
    });
    expect(result.enriched).toBe(0);
  });
});

const contentsOf = (body: PostListResponse) => body.posts.map((p) => p.content);
