import { listPosts } from '@inroad/contracts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNormalizedPost, createSource, ingest, signUp } from '../../../test/factories.ts';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { ruleVerdicts } from '../../db/schema/index.ts';

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer(() => ({ status: 503, rawBody: '{"error":{"message":"overloaded"}}' }));
  t = await startTestApp({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The model as it answers when up: each prompt by the name of the schema it asks for. */
function modelUp() {
  fake.setHandler((request) => {
    const asked = request.body.response_format?.json_schema?.name;
    if (asked === 'rule_judgement') return { content: JSON.stringify({ match: true, reason: 'It names a price.' }) };
    if (asked === 'content_tags') return { content: JSON.stringify({ tags: [] }) };
    return { content: JSON.stringify({ summary: 'A price for the new plans.' }) };
  });
}

describe('AI rule verdicts while the model is down', () => {
  it('decides the post with the local stand-in, stores nothing, and asks the model when the post is fetched again', async () => {
    const user = await signUp(t);
    const source = await createSource(t, user, {
      rules: [
        { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Mentions what the product costs' }] },
      ],
    });
    const post = buildNormalizedPost({ content: 'Our team plan is live this week: 12 euros a seat, billed yearly.' });
    const { postIds } = await ingest(t, user, [post], source);
    await t.drainJobs();
    const verdictsOf = () =>
      t.ctx.db
        .select()
        .from(ruleVerdicts)
        .where(eq(ruleVerdicts.postId, postIds[0] ?? ''));
    expect(await verdictsOf()).toEqual([]);

    modelUp();
    await ingest(t, user, [post], source);
    await t.drainJobs();
    expect(await verdictsOf()).toMatchObject([{ verdict: true, engine: 'model', reason: 'It names a price.' }]);
    const priority = expectOk(
      await t.call(listPosts, { token: user.token, query: { view: 'priority', dateRange: 30 } }),
    );
    expect(priority.body.posts.map((p) => p.content)).toEqual([post.content]);
  });

  it('asks again about a post whose text was edited: the verdict was for the old text', async () => {
    fake.setHandler((request) => {
      const asked = request.body.response_format?.json_schema?.name;
      if (asked === 'rule_judgement') {
        const names = JSON.stringify(request.body.messages).includes('euros');
        return { content: JSON.stringify({ match: names, reason: names ? 'It names a price.' : 'No price.' }) };
      }
      if (asked === 'content_tags') return { content: JSON.stringify({ tags: [] }) };
      return { content: JSON.stringify({ summary: 'A post.' }) };
    });
    const user = await signUp(t);
    const source = await createSource(t, user, {
      rules: [
        { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Mentions what the product costs' }] },
      ],
    });
    const post = buildNormalizedPost({ content: 'Our team plan is live this week.' });
    await ingest(t, user, [post], source);
    const priority = async () =>
      expectOk(await t.call(listPosts, { token: user.token, query: { view: 'priority', dateRange: 30 } })).body.total;
    expect(await priority()).toBe(0);
    await ingest(t, user, [{ ...post, content: 'Our team plan is live this week. EDIT: 12 euros a seat.' }], source);
    expect(await priority()).toBe(1);
  });
});
