import { formatLinkedinPosts, formatRedditPosts } from '@inroad/contracts/network';
import { listPosts } from '@inroad/contracts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSource, fullPosts, signUp } from '../../../test/factories.ts';
import { fixture } from '../../../test/fixtures/network/fixture.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.session('formatter@example.com');
});
afterAll(async () => {
  await t.close();
});

const post = <T = Record<string, unknown>>(path: string, body: unknown) =>
  t.request<T>('POST', `/extension/format${path}`, { token, body });

describe('formatters: access and input', () => {
  it('answer 401 without a session', async () => {
    const res = await t.call(formatLinkedinPosts, { body: { rawData: {} } });
    expect(res.status).toBe(401);
  });

  it('answer 400 naming rawData when it is missing, not JSON of the right kind, or unreadable', async () => {
    const missing = await post('/linkedin/posts', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 'error', message: expect.stringMatching(/^rawData: /) });
    const text = await post('/linkedin/posts', { rawData: 'hello' });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ message: expect.stringMatching(/^rawData: must be a LinkedIn JSON answer/) });
    const shape = await post('/reddit/posts', { rawData: { data: { children: [] } } });
    expect(shape.status).toBe(400);
    expect(shape.body).toMatchObject({ message: 'rawData: is not a Reddit listing (expected kind "Listing")' });
    const profile = await post('/linkedin/profile', { rawData: { data: {}, included: [] } });
    expect(profile.status).toBe(400);
    expect(profile.body).toMatchObject({ message: expect.stringMatching(/^rawData: has no profile/) });
  });

  it('answer 400 for unknown fields and a bad sourceId or kind', async () => {
    const extra = await post('/linkedin/posts', { rawData: {}, surprise: 1 });
    expect(extra.status).toBe(400);
    const source = await post('/reddit/posts', { rawData: fixture('reddit-listing.json'), sourceId: 'nope' });
    expect(source.status).toBe(400);
    expect(source.body).toMatchObject({ message: expect.stringMatching(/^sourceId: /) });
    const kind = await post('/linkedin/typeahead', { rawData: {}, kind: 'groups' });
    expect(kind.status).toBe(400);
    expect(kind.body).toMatchObject({ message: expect.stringMatching(/^kind: must be people or companies/) });
  });
});

describe('formatters: results', () => {
  it('normalise a LinkedIn activity feed', async () => {
    const res = await post<{ posts: { externalId: string }[]; skipped: number; failure: unknown; ingested: boolean }>(
      '/linkedin/posts',
      { rawData: fixture('linkedin-activity-feed.normalized.json') },
    );
    expect(res.status).toBe(200);
    expect(res.body.posts).toHaveLength(6);
    expect(res.body).toMatchObject({ skipped: 1, failure: null, ingested: false });
    expect(res.body.posts[0]).toMatchObject({
      externalId: 'urn:li:activity:7522934272819200101',
      postedAt: '2026-11-02T08:15:00.000Z',
    });
  });

  it('turn an error answer into a typed failure instead of a 400', async () => {
    const res = await post('/linkedin/posts', { rawData: '', httpStatus: 429 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ posts: [], failure: { kind: 'rate_limit' } });
    const redditAuth = await post('/reddit/comments', { rawData: fixture('reddit-error-401.json'), httpStatus: 401 });
    expect(redditAuth.body).toMatchObject({ comments: [], failure: { kind: 'auth' } });
  });

  it('accept answers larger than the default body limit', async () => {
    const listing = fixture('reddit-listing.json') as {
      data: { children: { kind: string; data: Record<string, unknown> }[] };
    };
    const template = listing.data.children[0]!;
    // A full page (the most posts one call reads) of long posts: 1.5 MB.
    listing.data.children = Array.from({ length: 100 }, (_, i) => ({
      kind: 't3',
      data: { ...template.data, id: `big${i}`, name: `t3_big${i}`, selftext: 'x'.repeat(15_000) },
    }));
    const res = await post<{ posts: unknown[] }>('/reddit/posts', { rawData: listing });
    expect(res.status).toBe(200);
    expect(res.body.posts).toHaveLength(100);
  });

  it('normalise Reddit comments, profiles, typeahead and companies', async () => {
    const comments = await post<{ comments: unknown[] }>('/reddit/comments', {
      rawData: fixture('reddit-comments.json'),
    });
    expect(comments.body.comments).toHaveLength(2);

    const profile = await post('/linkedin/profile', {
      rawData: [
        fixture('linkedin-profile-topcard.normalized.json'),
        fixture('linkedin-profile-experience.normalized.json'),
      ],
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      failure: null,
      profile: {
        profileId: 'ACoAAATestRiley0000000003',
        connectionDegree: '2nd',
        numFollowers: 1834,
        invitationPending: true,
        invitationUrn: 'urn:li:fsd_invitation:7233657330934931457',
      },
    });

    const people = await post('/linkedin/typeahead', {
      rawData: fixture('linkedin-typeahead-global.inline.json'),
      kind: 'people',
    });
    expect(people.body).toMatchObject({
      people: [{ name: 'Riley Fixture', linkedInId: 'ACoAAATestRiley0000000003' }],
      companies: [],
    });

    const company = await post('/linkedin/company', { rawData: fixture('linkedin-company-entity.inline.json') });
    expect(company.body).toMatchObject({
      company: { website: 'https://contoso-analytics.example/', companyId: '55550003' },
    });
  });

  it('classify the answers to writes', async () => {
    const like = await post('/linkedin/outcome', {
      httpStatus: 201,
      restliId:
        'urn:li:fsd_reaction:(urn:li:fsd_profile:ACoAAATestViewer00000009,urn:li:activity:7522934272819200101,0)',
    });
    expect(like.body).toEqual({ failure: null, createdId: expect.stringMatching(/^urn:li:fsd_reaction:/) });
    const invite = await post('/linkedin/outcome', {
      httpStatus: 200,
      rawData: fixture('linkedin-invitation-created.json'),
    });
    expect(invite.body).toEqual({ failure: null, createdId: 'urn:li:fsd_invitation:7525111111111111111' });
    const quota = await post('/linkedin/outcome', {
      httpStatus: 429,
      rawData: fixture('linkedin-error-invite-limit.json'),
    });
    expect(quota.body).toMatchObject({
      failure: { kind: 'invite_limit', code: 'CUSTOM_INVITE_LIMIT_REACHED' },
      createdId: null,
    });
    const redirect = await post('/linkedin/outcome', {
      httpStatus: 302,
      location: 'https://www.linkedin.com/uas/login',
    });
    expect(redirect.body).toMatchObject({ failure: { kind: 'auth' } });
    const reddit = await post('/reddit/outcome', { httpStatus: 200, rawData: fixture('reddit-error-submit.json') });
    expect(reddit.body).toMatchObject({ failure: { kind: 'rate_limit', code: 'RATELIMIT' } });
    const missingStatus = await post('/reddit/outcome', { rawData: {} });
    expect(missingStatus.status).toBe(400);
  });
});

describe('formatters: a published post’s numbers', () => {
  // The post's own update (legacy UpdateV2, normalized), with made-up ids and counts.
  const ACTIVITY = 'urn:li:activity:7300000000000000501';
  const update = {
    data: { '*socialDetail': `urn:li:fs_socialDetail:${ACTIVITY}` },
    included: [
      {
        $type: 'com.linkedin.voyager.feed.SocialDetail',
        entityUrn: `urn:li:fs_socialDetail:${ACTIVITY}`,
        '*totalSocialActivityCounts': `urn:li:fs_socialActivityCounts:${ACTIVITY}`,
      },
      {
        $type: 'com.linkedin.voyager.feed.shared.SocialActivityCounts',
        entityUrn: `urn:li:fs_socialActivityCounts:${ACTIVITY}`,
        urn: ACTIVITY,
        numLikes: 30,
        numComments: 5,
        numShares: 2,
      },
    ],
  };

  it('counts likes, comments and reposts, and classifies an error answer as a failure', async () => {
    const counted = await post('/linkedin/post-metrics', {
      rawData: update,
      postUrn: 'urn:li:share:7300000000000000502',
    });
    expect(counted.status).toBe(200);
    expect(counted.body).toEqual({ metrics: { likes: 30, comments: 5, shares: 2 }, failure: null });
    const none = await post('/linkedin/post-metrics', { rawData: { data: {}, included: [] }, postUrn: ACTIVITY });
    expect(none.body).toEqual({ metrics: null, failure: null });
    const limited = await post('/linkedin/post-metrics', { rawData: {}, httpStatus: 429, postUrn: ACTIVITY });
    expect(limited.body).toMatchObject({ metrics: null, failure: { kind: 'rate_limit' } });
  });

  it('answers 400 naming postUrn or rawData when either is missing or wrong', async () => {
    const noUrn = await post('/linkedin/post-metrics', { rawData: update });
    expect(noUrn.status).toBe(400);
    expect(noUrn.body).toMatchObject({ message: expect.stringMatching(/^postUrn: /) });
    const text = await post('/linkedin/post-metrics', { rawData: 'hello', postUrn: ACTIVITY });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ message: expect.stringMatching(/^rawData: /) });
  });
});

describe('formatters: storing posts', () => {
  it("stores the posts in the source's inbox when a sourceId is given, without duplicates on a second run", async () => {
    const user = await signUp(t);
    const sourceId = await createSource(t, user, {
      name: 'Reddit sales ops',
      platform: 'reddit',
      followedEntityType: 'main_feed',
    });
    const body = { rawData: fixture('reddit-listing.json'), sourceId };
    const first = await t.call(formatRedditPosts, { token: user.token, body });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ingested: true, failure: null });
    await t.call(formatRedditPosts, { token: user.token, body });
    await t.drainJobs();
    const listed = expectOk(
      await t.call(listPosts, {
        token: user.token,
        query: { view: 'all', dateRange: '30', limit: '200' },
      }),
      200,
    );
    const stored = (await fullPosts(t, user, listed.body.posts)).filter((p) => p.postIdExternal.startsWith('t3_tst'));
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(stored.map((p) => p.postIdExternal)).size).toBe(stored.length);
    expect(stored.every((p) => p.source?.id === sourceId)).toBe(true);
  });

  it("answers 404 for a source that is not the caller's", async () => {
    const owner = await signUp(t);
    const sourceId = await createSource(t, owner, {
      name: 'Mine',
      platform: 'reddit',
      followedEntityType: 'main_feed',
    });
    const res = await post('/reddit/posts', { rawData: fixture('reddit-listing.json'), sourceId });
    expect(res.status).toBe(404);
  });
});
