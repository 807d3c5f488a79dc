import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCachedLinkedinComments, storeLinkedinComments } from '@inroad/contracts/post-comments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, userIdOf } from '../../../test/engage-fixtures.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { posts } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const comment = (name: string, text: string) => ({
  name,
  headline: 'Product lead at Example Co',
  profileImageURL: null,
  profileURL: `https://www.linkedin.com/in/${name.toLowerCase().replace(/\s+/g, '-')}`,
  comment: text,
  reply: null,
});

describe('comments store', () => {
  it('answers 404 until comments are stored, then serves them from the store', async () => {
    const token = await t.session('comments@example.com');
    const userId = await userIdOf(t, token);
    const postId = await insertPost(t.ctx.db, userId);
    const before = await t.call(getCachedLinkedinComments, { token, query: { postId } });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ response_code: 404, comments: [], fetchedAt: null });

    const comments = [comment('Casey Demo', 'Great write-up.'), comment('Drew Demo', 'Which tool was it?')];
    const stored = await t.call(storeLinkedinComments, { token, body: { post: { id: postId }, comments } });
    expect(stored.body).toMatchObject({ response_code: 200, comments });
    const after = await t.call(getCachedLinkedinComments, { token, query: { postId } });
    expect(after.body).toMatchObject({ response_code: 200, comments, fetchedAt: expect.any(String) });
    const [row] = await t.ctx.db.select().from(posts).where(eq(posts.id, postId));
    expect(row).toMatchObject({ commentsParsed: true, comments: ['Great write-up.', 'Which tool was it?'] });

    // Fetched again with none: the empty list is stored (the panel then says there are no comments).
    await t.call(storeLinkedinComments, { token, body: { post: { id: postId }, comments: [] } });
    expect((await t.call(getCachedLinkedinComments, { token, query: { postId } })).body).toMatchObject({
      response_code: 200,
      comments: [],
    });
  });

  it("parses LinkedIn's raw answer with the network parser", async () => {
    const token = await t.session('comments-raw@example.com');
    const postId = await insertPost(t.ctx.db, await userIdOf(t, token));
    const raw = JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, '../../../test/fixtures/network/linkedin-comments.dash.json'),
        'utf8',
      ),
    );
    const res = expectOk(
      await t.call(storeLinkedinComments, { token, body: { post: { id: postId }, rawData: raw } }),
      200,
    );
    expect(res.body.comments.map((c) => c.name)).toEqual(['Jordan Sample', 'Sam Placeholder']);
    const broken = await t.call(storeLinkedinComments, { token, body: { post: { id: postId }, rawData: 'not json' } });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ message: expect.stringMatching(/^rawData: /) });
  });

  it("parses a Reddit post's raw comment tree with the Reddit parser", async () => {
    const token = await t.session('comments-reddit@example.com');
    const postId = await insertPost(t.ctx.db, await userIdOf(t, token), { platform: 'reddit' });
    const raw = JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/network/reddit-comments.json'), 'utf8'),
    );
    const res = expectOk(
      await t.call(storeLinkedinComments, { token, body: { post: { id: postId }, rawData: raw } }),
      200,
    );
    expect(res.body.comments[0]).toMatchObject({
      name: 'brisk_heron_7',
      comment: 'Try the free tier of any CRM first & export often.',
    });
    const cached = await t.call(getCachedLinkedinComments, { token, query: { postId } });
    expect(cached.body).toMatchObject({ response_code: 200, comments: res.body.comments });
  });

  it("keeps every user's comments apart and validates the request", async () => {
    const owner = await t.session('comments-owner@example.com');
    const other = await t.session('comments-other@example.com');
    const postId = await insertPost(t.ctx.db, await userIdOf(t, owner));
    await t.call(storeLinkedinComments, {
      token: owner,
      body: { post: { id: postId }, comments: [comment('Casey Demo', 'Mine')] },
    });
    expect((await t.call(getCachedLinkedinComments, { token: other, query: { postId } })).body).toMatchObject({
      response_code: 404,
      comments: [],
    });
    const foreign = await t.call(storeLinkedinComments, { token: other, body: { post: { id: postId }, comments: [] } });
    expect(foreign.status).toBe(404);
    const empty = await t.call(storeLinkedinComments, { token: owner, body: { post: { id: postId } } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'rawData: send rawData (or normalised comments)' });
    const badId = await t.call(getCachedLinkedinComments, { token: owner, query: { postId: 'x' } });
    expect(badId.status).toBe(400);
  });
});
