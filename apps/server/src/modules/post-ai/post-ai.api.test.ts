import { aiSuggestComments } from '@inroad/contracts/ai';
import { listPosts } from '@inroad/contracts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNormalizedPost, ingest, signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let owner: TestUser;
let postId: string;

beforeAll(async () => {
  t = await startTestApp({ AI_DAILY_LIMIT: '2' });
  owner = await signUp(t, 'suggest@example.com');
  await ingest(t, owner, [
    buildNormalizedPost({
      content:
        'We just moved our outbound team from spreadsheets to a real CRM. Pipeline reviews went from two hours to twenty minutes. What tooling made the biggest difference for your sales team?',
      poster: { name: 'Dana Whitfield', headline: 'VP Sales at Northwind Example' },
    }),
  ]);
  const list = expectOk(await t.call(listPosts, { token: owner.token, query: { view: 'all', dateRange: '30' } }));
  postId = list.body.posts[0]?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('AI comment suggestions', () => {
  it('answers three distinct suggestions from the local engine, labelled local', async () => {
    const res = expectOk(await t.call(aiSuggestComments, { token: owner.token, body: { id: postId } }), 200);
    expect(res.body.engine).toBe('local');
    expect(res.body.suggestions).toHaveLength(3);
    expect(new Set(res.body.suggestions).size).toBe(3);
    for (const suggestion of res.body.suggestions) {
      expect(suggestion.length).toBeLessThan(300);
      expect(suggestion).not.toMatch(/#\w/);
    }
  });

  it("answers 404 for another user's post and 400 for a malformed id", async () => {
    const stranger = await signUp(t);
    const foreign = await t.call(aiSuggestComments, { token: stranger.token, body: { id: postId } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'Post not found' });
    const malformed = await t.call(aiSuggestComments, { token: owner.token, body: { id: 'abc' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: expect.stringMatching(/^id: /) });
  });

  it('requires a session', async () => {
    expect((await t.call(aiSuggestComments, { body: { id: postId } })).status).toBe(401);
  });
});
