import { randomUUID } from 'node:crypto';
import { formatRedditPosts } from '@inroad/contracts/network';
import { listPosts } from '@inroad/contracts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSourceBody, buildTrackerBody, createSource, fullPosts, signUp } from '../../test/factories.ts';
import { fixture } from '../../test/fixtures/network/fixture.ts';
import { expectOk, startTestApp, type TestApp } from '../../test/harness.ts';

// PostgreSQL's text holds neither NUL nor an unpaired surrogate, both of which JSON and URLs carry.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.session('odd-text@example.com');
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
const LONE = '\ud800';
const refusal = (field: string) => ({
  status: 'error',
  message: `${field}: must not contain NUL characters or unpaired surrogates`,
});

const onboarding = {
  mode: 'basic',
  feedPreferences: ['content_topics'],
  solution: 'Payroll software for restaurants',
  topics: [{ name: 'Restaurant payroll', keywords: [`tip${NUL} pooling`] }],
};

/** JSON.stringify writes a lone surrogate as its escape, as a browser or API client would send it. */
const send = (method: string, path: string, body?: unknown) => t.request(method, path, { token, body });

describe('NUL and unpaired surrogates', () => {
  it('are refused from a person with 400 naming the field, never 500', async () => {
    const id = randomUUID();
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/user/settings', { firstName: `Ada${NUL}` }, 'firstName'],
      ['PUT', '/user/settings', { lastName: `Love${LONE}lace` }, 'lastName'],
      ['POST', '/source', buildSourceBody({ name: `Feed${NUL}` }), 'name'],
      ['POST', '/tracker', buildTrackerBody({ tags: [`Pipe${LONE}`] }), 'tags.0'],
      ['POST', '/email_template', { name: `Intro${NUL}`, subject: 'Hello', body: 'Hi {{firstName}}' }, 'name'],
      ['POST', '/post/engage/comment', { id, comment: `Nice${NUL}` }, 'comment'],
      ['POST', '/post/engage/add-connection', { id, message: `Hello${LONE}` }, 'message'],
      ['POST', '/onboarding/submit', onboarding, 'topics.0.keywords.0'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send(method, path, body);
      expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 400, body: refusal(field) });
    }
    const queries: [string, string][] = [
      [`/post?q=${encodeURIComponent(`crm${NUL}`)}`, 'q'],
      [`/post?sourceTags=${encodeURIComponent(`Sales${NUL}`)}`, 'sourceTags.0'],
      [`/profile/engagement?posterEntityId=${encodeURIComponent(`ACoA${NUL}`)}`, 'posterEntityId'],
    ];
    for (const [path, field] of queries) {
      const res = await send('GET', path);
      expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 400, body: refusal(field) });
    }
  });

  it('accept a well-formed surrogate pair (an emoji)', async () => {
    const res = await send('PUT', '/user/settings', { firstName: 'Ada 🚀' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada 🚀' });
  });

  it('are stripped from network data, so one odd post does not fail its batch', async () => {
    const user = await signUp(t);
    const sourceId = await createSource(t, user, { name: 'Odd', platform: 'reddit', followedEntityType: 'main_feed' });
    const listing = fixture('reddit-listing.json') as { data: { children: { data: Record<string, string> }[] } };
    const first = listing.data.children[0]?.data;
    if (!first) throw new Error('the fixture has no post');
    first.title = `What CRM${NUL} do small sales teams use?`;
    first.selftext = `We are five reps${LONE} & one manager.`;
    const res = expectOk(
      await t.call(formatRedditPosts, { token: user.token, body: { rawData: listing, sourceId } }),
      200,
    );
    expect(res.body.ingested).toBe(true);
    await t.drainJobs();
    const listed = expectOk(
      await t.call(listPosts, {
        token: user.token,
        query: { view: 'all', dateRange: '30', limit: '200' },
      }),
    );
    const whole = await fullPosts(t, user, listed.body.posts);
    const stored = whole.find((p) => p.postIdExternal === 't3_tst001');
    expect(stored?.content).toContain('What CRM do small sales teams use?');
    expect(stored?.content).toContain('We are five reps & one manager.');
    expect(whole.filter((p) => p.postIdExternal.startsWith('t3_tst')).length).toBeGreaterThan(1);
  });
});
