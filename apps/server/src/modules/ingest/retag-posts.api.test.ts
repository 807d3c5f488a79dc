import { listPosts, type PostListQueryInput } from '@inroad/contracts/post';
import { deleteSource, updateSource } from '@inroad/contracts/source';
import { deleteTracker, updateTracker } from '@inroad/contracts/tracker';
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
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

// A tracker's or source's tags and keywords live on the posts it tagged. Deleted, its tags leave those posts and the
// inbox's filters; its tags edited, the posts carry the new ones. A tag another tracker (or source) gives stays.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const keywordTracker = (tags: string[], keyword: string) => ({
  tags,
  rules: [
    { ruleType: 'keyword' as const, field: 'content' as const, inputs: [{ type: 'include' as const, value: keyword }] },
  ],
  analyzeLastNPosts: 10,
});

const query: PostListQueryInput = { view: 'all', dateRange: 7, sortBy: 'date' };

/** The user's posts' tracker tags and keyword chips (each sorted) by text, and the Trackers filter's counts. */
async function tagsOf(user: TestUser) {
  const body = expectOk(await t.call(listPosts, { token: user.token, query }), 200).body;
  const posts = await fullPosts(t, user, body.posts);
  return {
    // Sorted: two trackers' runs may merge their tags in either order.
    posts: Object.fromEntries(
      posts.map((post) => [post.content, [...post.ruleTags.sort(), ...post.keywordTags.sort()]]),
    ),
    filter: body.filterData.ruleTags,
  };
}

/** A user with a post about a webinar, one about pricing and one about both, tagged by two trackers. */
async function taggedUser() {
  const user = await signUp(t);
  await ingest(t, user, [
    buildNormalizedPost({ content: 'Join our webinar' }),
    buildNormalizedPost({ content: 'Our pricing changed' }),
    buildNormalizedPost({ content: 'A webinar on pricing' }),
  ]);
  const events = await createTracker(t, user, keywordTracker(['Events'], 'webinar'));
  const pricing = await createTracker(t, user, keywordTracker(['Pricing'], 'pricing'));
  await t.drainJobs();
  expect(await tagsOf(user)).toEqual({
    posts: {
      'Join our webinar': ['Events', 'webinar'],
      'Our pricing changed': ['Pricing', 'pricing'],
      'A webinar on pricing': ['Events', 'Pricing', 'pricing', 'webinar'],
    },
    filter: { Events: 2, Pricing: 2 },
  });
  return { user, events, pricing };
}

describe("a tracker's tags on the posts it tagged", () => {
  it('leave the posts and the Trackers filter with the tracker, and no other user is touched', async () => {
    const { user, events } = await taggedUser();
    const other = await taggedUser();
    expectOk(await t.call(deleteTracker, { token: user.token, body: { id: events } }), 200);
    await t.drainJobs();
    expect(await tagsOf(user)).toEqual({
      posts: {
        'Join our webinar': [],
        'Our pricing changed': ['Pricing', 'pricing'],
        'A webinar on pricing': ['Pricing', 'pricing'],
      },
      filter: { Pricing: 2, Other: 1 },
    });
    expect((await tagsOf(other.user)).filter).toEqual({ Events: 2, Pricing: 2 });
  });

  it('follow an edit of its tags and keywords', async () => {
    const { user, pricing } = await taggedUser();
    const edited = await t.call(updateTracker, {
      token: user.token,
      body: { id: pricing, tags: ['Costs', 'Money'], rules: keywordTracker([], 'price').rules },
    });
    expectOk(edited, 200);
    await t.drainJobs();
    expect(await tagsOf(user)).toEqual({
      posts: {
        'Join our webinar': ['Events', 'webinar'],
        'Our pricing changed': ['Costs', 'Money'],
        'A webinar on pricing': ['Costs', 'Events', 'Money', 'webinar'],
      },
      filter: { Events: 2, Costs: 2, Money: 2 },
    });
  });

  it('stay while another tracker gives the same tag, in any case, and leave with the last one', async () => {
    const { user, events } = await taggedUser();
    const same = await createTracker(t, user, keywordTracker(['events'], 'webinar'));
    expectOk(await t.call(deleteTracker, { token: user.token, body: { id: events } }), 200);
    await t.drainJobs();
    const filter = (await tagsOf(user)).filter;
    expect(filter.Events).toBe(2);
    expect(filter.Pricing).toBe(2);
    // The second tracker's run merged its own spelling in beside the first's; both leave with it.
    expectOk(await t.call(deleteTracker, { token: user.token, body: { id: same } }), 200);
    await t.drainJobs();
    expect((await tagsOf(user)).filter).toEqual({ Pricing: 2, Other: 1 });
  });
});

describe("a tracker's tags on another network's posts", () => {
  it('leave the posts of a network the tracker no longer watches', async () => {
    const user = await signUp(t);
    await ingest(t, user, [
      buildNormalizedPost({ content: 'Join our webinar' }),
      buildNormalizedPost({ platform: 'reddit', externalId: 't3_webinar1', content: 'A webinar on Reddit' }),
    ]);
    const events = await createTracker(t, user, keywordTracker(['Events'], 'webinar'));
    await t.drainJobs();
    expect((await tagsOf(user)).filter).toEqual({ Events: 2 });
    const moved = await t.call(updateTracker, { token: user.token, body: { id: events, platform: 'linkedin' } });
    expectOk(moved, 200);
    await t.drainJobs();
    expect(await tagsOf(user)).toEqual({
      posts: { 'Join our webinar': ['Events', 'webinar'], 'A webinar on Reddit': [] },
      filter: { Events: 1, Other: 1 },
    });
  });
});

describe("a source's tags on the posts it brought", () => {
  it('follow an edit of its tags, and leave the posts and the Sources filter with the source', async () => {
    const user = await signUp(t);
    const pipeline = await createSource(t, user, { name: 'Search Topic: pipeline', tags: ['Pipeline'] });
    const rivals = await createSource(t, user, { name: 'Competitor Mention: Acme', tags: ['Competitors'] });
    await ingest(t, user, [buildNormalizedPost({ content: 'Pipeline reviews' }), buildNormalizedPost()], pipeline);
    await ingest(t, user, [buildNormalizedPost({ content: 'Acme launched' })], rivals);
    const sourceFilter = async () =>
      expectOk(await t.call(listPosts, { token: user.token, query }), 200).body.filterData.sourceTags;
    expect(await sourceFilter()).toEqual({ Pipeline: 2, 'Search Topic': 2, Competitors: 1, 'Competitor Mention': 1 });

    expectOk(await t.call(updateSource, { token: user.token, body: { id: pipeline, tags: ['Deals'] } }), 200);
    await t.drainJobs();
    expect(await sourceFilter()).toEqual({ Deals: 2, 'Search Topic': 2, Competitors: 1, 'Competitor Mention': 1 });

    expectOk(await t.call(deleteSource, { token: user.token, body: { id: pipeline } }), 200);
    await t.drainJobs();
    expect(await sourceFilter()).toEqual({ Competitors: 1, 'Competitor Mention': 1, Other: 2 });
    // The posts stay, without their source.
    const posts = expectOk(await t.call(listPosts, { token: user.token, query }), 200).body.posts;
    expect(posts).toHaveLength(3);
  });
});
