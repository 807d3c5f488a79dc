import type { PostListResponse } from '@inroad/contracts/post';
import {
  createTracker as createTrackerEndpoint,
  deleteTracker,
  listTrackers,
  updateTracker,
} from '@inroad/contracts/tracker';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhileWriting } from '../../../test/concurrent-write.ts';
import {
  buildNormalizedPost,
  buildTrackerBody,
  buildWebinarTrackerBody,
  createTracker,
  fullPosts,
  ingest,
  signUp,
  type TestUser,
} from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { trackers } from '../../db/schema/index.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signUp(t);
  bob = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function listAll(user: TestUser, query = '') {
  const res = await t.request<PostListResponse>('GET', `/post?view=all&dateRange=30&sortBy=date&limit=200${query}`, {
    token: user.token,
  });
  // Keyword tags and tag reasons come with the post itself, not the list.
  return fullPosts(t, user, res.body.posts);
}

describe('trackers: create, list, update, delete', () => {
  it('needs a session', async () => {
    expect((await t.call(listTrackers)).status).toBe(401);
  });

  it('creates with defaults, lists newest first and only the caller’s', async () => {
    const first = expectOk(
      await t.call(createTrackerEndpoint, { token: alice.token, body: { name: 'Leads', tags: ['Lead'] } }),
      200,
    );
    expect(first.body).toMatchObject({
      name: 'Leads',
      platform: 'all',
      tags: ['Lead'],
      rules: [],
      trackedEntityType: null,
      trackedEntityId: null,
    });
    const second = expectOk(
      await t.call(createTrackerEndpoint, {
        token: alice.token,
        body: buildTrackerBody({ platform: 'reddit', trackedEntityType: 'subreddit', trackedEntityId: 'r/sales' }),
      }),
    );
    expect(second.body).toMatchObject({
      platform: 'reddit',
      trackedEntityType: 'subreddit',
      trackedEntityId: 'r/sales',
    });
    const list = expectOk(await t.call(listTrackers, { token: alice.token }));
    expect(list.body.map((x) => x.id).slice(0, 2)).toEqual([second.body.id, first.body.id]);
    const bobs = await t.call(listTrackers, { token: bob.token });
    expect(bobs.body).toEqual([]);
  });

  it('trims and dedupes tags', async () => {
    const res = expectOk(
      await t.call(createTrackerEndpoint, {
        token: alice.token,
        body: buildTrackerBody({ tags: [' Hot ', 'hot', 'Warm'] }),
      }),
    );
    expect(res.body.tags).toEqual(['Hot', 'Warm']);
  });

  it('updates the fields sent; a platform change drops a tracked entity of the other network', async () => {
    const id = await createTracker(t, alice, {
      platform: 'linkedin',
      trackedEntityType: 'company',
      trackedEntityId: '1001',
    });
    const renamed = await t.call(updateTracker, { token: alice.token, body: { id, name: 'Renamed' } });
    expect(renamed.body).toMatchObject({ id, name: 'Renamed', trackedEntityType: 'company' });
    const moved = await t.call(updateTracker, { token: alice.token, body: { id, platform: 'reddit' } });
    expect(moved.body).toMatchObject({ platform: 'reddit', trackedEntityType: null, trackedEntityId: null });
    const wrong = expectError(
      await t.call(updateTracker, { token: alice.token, body: { id, trackedEntityType: 'person' } }),
      400,
    );
    expect(wrong.body.message).toContain('trackedEntityType');
  });

  it('checks an entity against the platform another edit committed meanwhile (another tab), not the one it read', async () => {
    const id = await createTracker(t, alice, { platform: 'linkedin' });
    const answer = await sendWhileWriting(
      t,
      async (tx) => {
        await tx.update(trackers).set({ platform: 'reddit' }).where(eq(trackers.id, id));
      },
      () => t.call(updateTracker, { token: alice.token, body: { id, trackedEntityType: 'company' } }),
    );
    expect(expectError(answer, 400).body.message).toContain('trackedEntityType');
    const [stored] = await t.ctx.db.select().from(trackers).where(eq(trackers.id, id));
    expect(stored).toMatchObject({ platform: 'reddit', trackedEntityType: null });
  });

  it('deletes', async () => {
    const id = await createTracker(t, alice);
    expect((await t.call(deleteTracker, { token: alice.token, body: { id } })).body).toEqual({
      status: 'success',
    });
    expect((await t.call(deleteTracker, { token: alice.token, body: { id } })).status).toBe(404);
  });

  it('answers 404 for another user’s tracker', async () => {
    const id = await createTracker(t, alice);
    for (const [method, body] of [
      ['PUT', { id, name: 'Mine now' }],
      ['DELETE', { id }],
    ] as const) {
      const res = await t.request<{ message: string }>(method, '/tracker', { token: bob.token, body });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Tracker not found');
    }
  });
});

describe('trackers: validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a blank tag', { tags: ['Leads', '  '] }, 'tags.1: Tags cannot be empty'],
    ['an empty tag', { tags: [''] }, 'tags.0: Tags cannot be empty'],
    [
      'a blank rule value',
      { rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: ' ' }] }] },
      'rules.0.inputs.0.value: Rule values cannot be empty',
    ],
    ['a blank name', { name: '' }, 'name: Name is required'],
    ['an unknown platform', { platform: 'facebook' }, 'platform: must be all, linkedin or reddit'],
    [
      'an entity of another platform',
      { platform: 'reddit', trackedEntityType: 'person' },
      'trackedEntityType: trackedEntityType does not belong to the platform',
    ],
    ['a retroactive count of 0', { analyzeLastNPosts: 0 }, 'analyzeLastNPosts: must be at least 1'],
    ['a fractional retroactive count', { analyzeLastNPosts: 1.5 }, 'analyzeLastNPosts: must be a whole number'],
    ['a huge retroactive count', { analyzeLastNPosts: 1_000_000 }, 'analyzeLastNPosts: must be at most 5000'],
    [
      'an unknown input type',
      { rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'maybe', value: 'x' }] }] },
      'rules.0.inputs.0.type: must be include or exclude',
    ],
  ];
  it.each(cases)('refuses %s', async (_, overrides, message) => {
    const res = expectError(
      await t.call(createTrackerEndpoint, { token: alice.token, body: buildTrackerBody(overrides) }),
      400,
    );
    expect(res.body.message).toBe(message);
  });

  it('refuses a blank tag on update too', async () => {
    const id = await createTracker(t, alice);
    const res = expectError(await t.call(updateTracker, { token: alice.token, body: { id, tags: [' '] } }), 400);
    expect(res.body.message).toBe('tags.0: Tags cannot be empty');
  });
});

describe('trackers: tagging', () => {
  it('tags posts ingested after it exists, on its platform only', async () => {
    const user = await signUp(t);
    await createTracker(t, user, { platform: 'reddit', tags: ['Reddit pipeline'] });
    await createTracker(t, user, { platform: 'all', tags: ['Any pipeline'] });
    await ingest(t, user, [
      buildNormalizedPost({ platform: 'linkedin', content: 'Our pipeline review' }),
      buildNormalizedPost({ platform: 'reddit', content: 'Pipeline help needed' }),
      buildNormalizedPost({ platform: 'reddit', content: 'Nothing to see' }),
    ]);
    const posts = await listAll(user);
    const byContent = new Map(posts.map((p) => [p.content, p]));
    expect(byContent.get('Our pipeline review')?.ruleTags).toEqual(['Any pipeline']);
    expect(byContent.get('Pipeline help needed')?.ruleTags).toEqual(['Reddit pipeline', 'Any pipeline']);
    expect(byContent.get('Pipeline help needed')?.keywordTags).toEqual(['pipeline']);
    expect(byContent.get('Nothing to see')?.ruleTags).toEqual([]);
  });

  it('applies a new tracker retroactively to the last N posts only', async () => {
    const user = await signUp(t);
    await ingest(t, user, [
      buildNormalizedPost({ content: 'Webinar on forecasting, newest', postedAt: hoursAgo(1) }),
      buildNormalizedPost({ content: 'Unrelated, second', postedAt: hoursAgo(2) }),
      buildNormalizedPost({ content: 'Another webinar, third', postedAt: hoursAgo(3) }),
      buildNormalizedPost({ content: 'A webinar, but fourth and too old', postedAt: hoursAgo(4) }),
    ]);
    const res = await t.call(createTrackerEndpoint, {
      token: user.token,
      body: buildWebinarTrackerBody(3),
    });
    expect(res.status).toBe(200);
    await t.drainJobs();
    const posts = await listAll(user);
    const tagged = posts.filter((p) => p.ruleTags.includes('Events')).map((p) => p.content);
    expect(tagged).toEqual(['Webinar on forecasting, newest', 'Another webinar, third']);
    expect(posts.find((p) => p.content.startsWith('Webinar'))?.keywordTags).toEqual(['webinar']);
  });

  it('reports how many of the last N posts it tagged, and why an AI rule tagged each', async () => {
    const user = await signUp(t);
    await ingest(t, user, [
      buildNormalizedPost({ content: 'They raised prices again. Third time in two years.', postedAt: hoursAgo(1) }),
      buildNormalizedPost({ content: 'Price is what you pay, value is what you get.', postedAt: hoursAgo(2) }),
      buildNormalizedPost({ content: 'Our reply rate increased 40% this quarter.', postedAt: hoursAgo(3) }),
    ]);
    const res = expectOk(
      await t.call(createTrackerEndpoint, {
        token: user.token,
        body: buildTrackerBody({
          tags: ['Price rises'],
          rules: [
            {
              ruleType: 'ai',
              field: 'content',
              inputs: [{ type: 'include', value: 'complains about a vendor price increase' }],
            },
          ],
          analyzeLastNPosts: 50,
        }),
      }),
    );
    expect(res.body.retroactive).toEqual({
      lastN: 50,
      analyzed: 0,
      tagged: 0,
      running: true,
      aiRules: true,
      failed: false,
    });
    await t.drainJobs();
    const trackers = expectOk(await t.call(listTrackers, { token: user.token }));
    expect(trackers.body.find((tracker) => tracker.id === res.body.id)?.retroactive).toEqual({
      lastN: 50,
      analyzed: 3,
      tagged: 1,
      running: false,
      aiRules: true,
      failed: false,
    });
    const posts = await listAll(user);
    const tagged = posts.filter((p) => p.ruleTags.includes('Price rises'));
    expect(tagged.map((p) => p.content)).toEqual(['They raised prices again. Third time in two years.']);
    expect(tagged[0]?.ruleTagReasons['Price rises']).toMatch(/price increase \("They raised prices again\."\)/);
    // A tracker created without a retroactive run has nothing to report.
    const plain = expectOk(await t.call(createTrackerEndpoint, { token: user.token, body: buildTrackerBody() }));
    expect(plain.body.retroactive).toBeNull();
  });

  it('does not touch posts when analyzeLastNPosts is absent, nor another user’s posts', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    await ingest(t, user, [buildNormalizedPost({ content: 'quarterly roadmap' })]);
    await ingest(t, other, [buildNormalizedPost({ content: 'quarterly roadmap' })]);
    await createTracker(t, user, {
      tags: ['Roadmap'],
      rules: [{ ruleType: 'keyword', field: 'content', inputs: [{ type: 'include', value: 'roadmap' }] }],
    });
    await createTracker(t, user, {
      tags: ['Roadmap retro'],
      rules: [{ ruleType: 'keyword', field: 'content', inputs: [{ type: 'include', value: 'roadmap' }] }],
      analyzeLastNPosts: 100,
    });
    await t.drainJobs();
    expect((await listAll(user))[0]?.ruleTags).toEqual(['Roadmap retro']);
    expect((await listAll(other))[0]?.ruleTags).toEqual([]);
  });
});
