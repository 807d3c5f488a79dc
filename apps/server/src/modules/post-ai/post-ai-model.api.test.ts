import { aiSuggestComments } from '@inroad/contracts/ai';
import { listPosts } from '@inroad/contracts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNormalizedPost, ingest, signUp, type TestUser } from '../../../test/factories.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { aiUsage } from '../../db/schema/index.ts';

const MODEL_SUGGESTIONS = [
  'Twenty minutes for a pipeline review is a big jump. Did the team change how deals are staged, or only the tool?',
  'We saw the same after moving off spreadsheets: the win was one shared definition of a qualified deal.',
  'Curious how you handled the data migration. We lost a week cleaning duplicate accounts when we switched.',
];

let fake: FakeOpenAiServer;
let t: TestApp;
let owner: TestUser;
let postId: string;

beforeAll(async () => {
  fake = await startFakeOpenAiServer(() => ({ content: JSON.stringify({ suggestions: MODEL_SUGGESTIONS }) }));
  t = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_DAILY_LIMIT: '10' });
  owner = await signUp(t, 'model-suggest@example.com');
  await ingest(t, owner, [buildNormalizedPost({ content: 'We moved our outbound team to a real CRM this quarter.' })]);
  const list = expectOk(await t.call(listPosts, { token: owner.token, query: { view: 'all', dateRange: '30' } }));
  postId = list.body.posts[0]?.id ?? '';
  // Background enrichment of the ingested post spends some of the allowance too; leave exactly one call for today.
  const today = new Date().toISOString().slice(0, 10);
  await t.ctx.db
    .insert(aiUsage)
    .values({ userId: owner.userId, day: today, calls: 9 })
    .onConflictDoUpdate({ target: [aiUsage.userId, aiUsage.day], set: { calls: 9 } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('AI comment suggestions from a configured model', () => {
  it("uses the model's answer, then answers 429 once the user's daily allowance is spent", async () => {
    const first = await t.call(aiSuggestComments, { token: owner.token, body: { id: postId } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ suggestions: MODEL_SUGGESTIONS, engine: 'model' });
    expect(fake.requests.some((r) => r.body.model === 'test-model')).toBe(true);

    const second = await t.call(aiSuggestComments, { token: owner.token, body: { id: postId } });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ message: 'Daily AI limit of 10 requests reached; it resets at 00:00 UTC' });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
