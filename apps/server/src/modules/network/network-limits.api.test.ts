import {
  JSON_DEPTH_MAX,
  JSON_VALUES_MAX,
  NETWORK_JSON_VALUES_MAX,
  POSTS_PER_CALL_MAX,
} from '@inroad/contracts/json-limits';
import { updateUserSettings } from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestedAboutCards, redditListing } from '../../../test/fixtures/network/adversarial.ts';
import { fixture } from '../../../test/fixtures/network/fixture.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

// Bodies built to stall or break the formatters: each answered 500 (stack overflow) or held the event loop for
// seconds before the walks were made iterative and the bodies' shape was capped.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('hostile-shapes@example.com');
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: string | object) =>
  t.request('POST', path, { token, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** JSON text nested `depth` arrays deep (JSON.stringify itself would overflow on it). */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('request bodies of hostile shapes', () => {
  it('answers 400 naming the depth limit for a body nested too deep, on every kind of endpoint', async () => {
    const message = `body: is nested deeper than ${JSON_DEPTH_MAX} levels`;
    for (const path of ['/extension/format/reddit/posts', '/extension/format/linkedin/profile', '/user/settings']) {
      const res = await post(path, `{"rawData":${deepJson(50_000)}}`);
      expect({ path, status: res.status, body: res.body }).toMatchObject({ path, status: 400, body: { message } });
    }
  });

  it('answers 413 naming the value limit for a body holding too many values', async () => {
    const ordinary = await t.request(updateUserSettings.method, updateUserSettings.path, {
      token,
      body: { firstName: 'Ada', extra: Array.from({ length: JSON_VALUES_MAX }, () => 0) },
    });
    expect(ordinary.status).toBe(413);
    expect(ordinary.body).toMatchObject({ message: `body: holds more than ${JSON_VALUES_MAX} values` });
    const network = await post(
      '/extension/format/reddit/posts',
      `{"rawData":[${'0,'.repeat(NETWORK_JSON_VALUES_MAX)}0]}`,
    );
    expect(network.status).toBe(413);
    expect(network.body).toMatchObject({ message: `body: holds more than ${NETWORK_JSON_VALUES_MAX} values` });
  });

  it('answers 400 for deep rawData sent as a JSON string, and 413 for too many posts', async () => {
    const deep = await post('/extension/format/reddit/posts', { rawData: deepJson(50_000) });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ message: `rawData: is nested deeper than ${JSON_DEPTH_MAX} levels` });
    const many = await post('/extension/format/reddit/posts', { rawData: redditListing(POSTS_PER_CALL_MAX + 1) });
    expect(many.status).toBe(413);
    expect(many.body).toMatchObject({ message: `rawData: holds 101 posts; at most ${POSTS_PER_CALL_MAX} per call` });
  });

  it('answers a 0.67 MB profile of nested About cards at once, and the server stays responsive', async () => {
    // Nested 4,000 levels: refused by the depth limit before any formatter walks it.
    const nested = await post('/extension/format/linkedin/profile', { rawData: nestedAboutCards(2000, 12) });
    expect(nested.status).toBe(400);
    // Within the depth limit, the widest nesting the limit allows is read in one walk.
    const started = Date.now();
    const within = await post('/extension/format/linkedin/profile', { rawData: nestedAboutCards(45, 600) });
    expect(within.status).toBe(200);
    expect(within.body).toMatchObject({ profile: { name: 'Deep Cards', about: null } });
    expect(Date.now() - started).toBeLessThan(5000);
    const normal = await post('/extension/format/reddit/posts', { rawData: fixture('reddit-listing.json') });
    expect(normal.status).toBe(200);
  });

  it('still reads real answers within the limits', async () => {
    const res = await post('/extension/format/linkedin/profile', {
      rawData: [fixture('linkedin-profile-topcard.normalized.json'), fixture('linkedin-profile-about.normalized.json')],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ profile: { name: 'Riley Fixture' } });
  });
});
