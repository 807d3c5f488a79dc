import {
  addComment,
  connectPoster,
  deleteComment,
  editComment,
  followPoster,
  likePost,
  logManualEmail,
  unlikePost,
  withdrawConnection,
} from '@inroad/contracts/engage';
import { claimInstruction, reportAccount, reportInstruction } from '@inroad/contracts/instructions';
import { getEngagementCounts, getEngagementTimeline } from '@inroad/contracts/profile';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, insertSiblingPost, userIdOf } from '../../../test/engage-fixtures.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { engagements, instructions, posts } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACTION_SPACING_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

async function newUser(name: string) {
  const token = await t.session(`${name}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  return { token, userId: await userIdOf(t, token) };
}

async function instructionsOf(userId: string) {
  return t.ctx.db.select().from(instructions).where(eq(instructions.userId, userId)).orderBy(instructions.createdAt);
}

async function postRow(id: string) {
  const [row] = await t.ctx.db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

describe('like', () => {
  it('likes once: the flag and the count move by exactly one, one instruction is queued', async () => {
    const { token, userId } = await newUser('like');
    const id = await insertPost(t.ctx.db, userId, { numLikes: 7 });
    const [first, second] = await Promise.all([
      t.call(likePost, { token, body: { id } }),
      t.call(likePost, { token, body: { id } }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'success', liked: true, numLikes: 8 });
    expect(second.body).toMatchObject({ status: 'success', liked: true, numLikes: 8 });
    const queued = await instructionsOf(userId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ type: 'like', status: 'pending', postId: id });
    expect(queued[0]!.payload).toMatchObject({
      platform: 'linkedin',
      postUrn: expect.stringMatching(/^urn:li:activity:/),
    });
  });

  it('an unlike before the extension ran the like cancels it: nothing reaches the network', async () => {
    const { token, userId } = await newUser('unlike');
    const id = await insertPost(t.ctx.db, userId, { numLikes: 3 });
    await t.call(likePost, { token, body: { id } });
    const res = await t.call(unlikePost, { token, body: { id } });
    expect(res.body).toMatchObject({ status: 'success', liked: false, numLikes: 3 });
    const queued = await instructionsOf(userId);
    expect(queued.map((i) => [i.type, i.status])).toEqual([['like', 'cancelled']]);
    const counts = await t.call(getEngagementCounts, { token });
    expect(counts.body).toMatchObject({ like: 0 });
    // Unliking again changes nothing.
    const again = await t.call(unlikePost, { token, body: { id } });
    expect(again.body).toMatchObject({ liked: false, numLikes: 3 });
  });

  it('an unlike after the like ran queues an unlike that waits for the like', async () => {
    const { token, userId } = await newUser('unlike-later');
    const id = await insertPost(t.ctx.db, userId, { numLikes: 1 });
    await t.call(likePost, { token, body: { id } });
    const claim = expectOk(await t.call(claimInstruction, { token }));
    await t.call(reportInstruction, {
      token,
      body: { status: 'done', result: { createdId: 'urn:li:reaction:42' } },
      params: { id: claim.body.instruction!.id },
    });
    const res = await t.call(unlikePost, { token, body: { id } });
    expect(res.body).toMatchObject({ liked: false, numLikes: 1 });
    const next = await t.call(claimInstruction, { token });
    expect(next.body).toMatchObject({
      instruction: { type: 'unlike', payload: { platform: 'linkedin', reactionUrn: 'urn:li:reaction:42' } },
    });
  });

  it("answers 404 for another user's post and for an unknown id, and changes nothing", async () => {
    const owner = await newUser('owner');
    const intruder = await newUser('intruder');
    const id = await insertPost(t.ctx.db, owner.userId, { numLikes: 2 });
    for (const [method, path] of [
      ['POST', '/post/engage/like'],
      ['DELETE', '/post/engage/like'],
      ['POST', '/post/engage/comment'],
      ['POST', '/post/engage/follow'],
      ['POST', '/post/engage/add-connection'],
      ['POST', '/post/engage/email_manual'],
    ] as const) {
      const body = path.endsWith('comment') ? { id, comment: 'Nice' } : { id };
      const res = await t.request(method, path, { token: intruder.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', message: 'Post not found' });
    }
    const missing = await t.call(likePost, {
      token: owner.token,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(await postRow(id)).toMatchObject({ liked: false, numLikes: 2, comment: null, followed: false });
    expect(await instructionsOf(intruder.userId)).toHaveLength(0);
  });

  it('refuses to like an archived post with 409 and says why', async () => {
    const { token, userId } = await newUser('archived');
    const id = await insertPost(t.ctx.db, userId, { archived: true });
    const res = await t.call(likePost, { token, body: { id } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'This post is archived; unarchive it to like it' });
  });

  it('rejects a malformed id with 400 naming the field', async () => {
    const { token } = await newUser('bad-id');
    const res = await t.call(likePost, { token, body: { id: 'not-a-uuid' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/^id: /) });
    expect((await t.call(likePost, { body: { id: 'x' } })).status).toBe(401);
  });
});

describe('comment', () => {
  it('adds, edits and deletes, rewriting what still waits instead of queuing more', async () => {
    const { token, userId } = await newUser('comment');
    const id = await insertPost(t.ctx.db, userId);
    const added = await t.call(addComment, { token, body: { id, comment: '  Great point!  ' } });
    expect(added.body).toMatchObject({ status: 'success', comment: 'Great point!' });
    const edited = await t.call(editComment, { token, body: { id, comment: 'Great point, Sam!' } });
    expect(edited.body).toMatchObject({ status: 'success', comment: 'Great point, Sam!' });
    let queued = await instructionsOf(userId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ type: 'comment', status: 'pending', payload: { text: 'Great point, Sam!' } });
    const deleted = await t.call(deleteComment, { token, body: { id } });
    expect(deleted.body).toMatchObject({ status: 'success', comment: null });
    queued = await instructionsOf(userId);
    expect(queued.map((i) => i.status)).toEqual(['cancelled']);
  });

  it('edits and deletes a posted comment through the id the network gave it', async () => {
    const { token, userId } = await newUser('comment-posted');
    const id = await insertPost(t.ctx.db, userId);
    await t.call(addComment, { token, body: { id, comment: 'First take' } });
    const claim = expectOk(await t.call(claimInstruction, { token }));
    await t.call(reportInstruction, {
      token,
      body: { status: 'done', result: { createdId: 'urn:li:comment:(activity:1,99)' } },
      params: { id: claim.body.instruction!.id },
    });
    await t.call(editComment, { token, body: { id, comment: 'Second take' } });
    const edit = await t.call(claimInstruction, { token });
    expect(edit.body).toMatchObject({
      instruction: {
        type: 'edit_comment',
        payload: { commentUrn: 'urn:li:comment:(activity:1,99)', text: 'Second take' },
      },
    });
    const timeline = await t.call(getEngagementTimeline, {
      token,
      query: { posterEntityId: (await postRow(id)).posterSalesNavId ?? '' },
    });
    expect(timeline.body).toEqual([expect.objectContaining({ type: 'comment', comment: 'Second take' })]);
  });

  it('validates: blank and oversized comments are 400; a second different comment is 409; editing nothing is 409', async () => {
    const { token, userId } = await newUser('comment-validation');
    const id = await insertPost(t.ctx.db, userId);
    const blank = await t.call(addComment, { token, body: { id, comment: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'comment: must not be empty' });
    const long = await t.call(addComment, { token, body: { id, comment: 'x'.repeat(1251) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: 'comment: must be at most 1250 characters' });
    expect((await t.call(addComment, { token, body: { id, comment: 'x'.repeat(1250) } })).status).toBe(200);
    const noEdit = await t.call(editComment, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), comment: 'Hi' },
    });
    expect(noEdit.status).toBe(409);
    const again = await t.call(addComment, { token, body: { id, comment: 'Another' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'You already commented on this post; edit or delete that comment instead',
    });
  });
});

describe('follow and connect', () => {
  it('follows the author on every post of theirs and records one follow', async () => {
    const { token, userId } = await newUser('follow');
    const id = await insertPost(t.ctx.db, userId);
    const sibling = await insertSiblingPost(t.ctx.db, userId, id);
    const res = await t.call(followPoster, { token, body: { id } });
    expect(res.body).toMatchObject({ status: 'success', followed: true });
    expect(await postRow(sibling)).toMatchObject({ followed: true, previouslyEngaged: true });
    const fromSibling = await t.call(followPoster, { token, body: { id: sibling } });
    expect(fromSibling.body).toMatchObject({ followed: true });
    const queued = await instructionsOf(userId);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ type: 'follow', payload: { profileId: (await postRow(id)).posterSalesNavId } });
  });

  it('refuses follow and connect for Reddit authors and company pages with 409', async () => {
    const { token, userId } = await newUser('follow-refused');
    const reddit = await insertPost(t.ctx.db, userId, { platform: 'reddit' });
    const company = await insertPost(t.ctx.db, userId, { profileId: null });
    const onReddit = await t.call(followPoster, { token, body: { id: reddit } });
    expect(onReddit.status).toBe(409);
    expect(onReddit.body).toMatchObject({ message: 'Following and connecting work with LinkedIn authors only' });
    const page = await t.call(connectPoster, { token, body: { id: company } });
    expect(page.status).toBe(409);
    expect(page.body).toMatchObject({ message: expect.stringContaining('profile id') });
  });

  it('sends a note up to 300 characters, and up to 200 on a free account', async () => {
    const { token, userId } = await newUser('connect');
    const tooLong = await t.call(connectPoster, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), message: 'n'.repeat(301) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'message: must be at most 300 characters' });
    const blank = await t.call(connectPoster, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), message: '   ' },
    });
    expect(blank.status).toBe(400);
    const id = await insertPost(t.ctx.db, userId);
    const ok = await t.request(connectPoster.method, connectPoster.path, {
      token,
      body: { id, message: ` ${'n'.repeat(300)} `, posterName: 'ignored' },
    });
    expect(ok.body).toMatchObject({ status: 'success', connected: true });
    expect((await instructionsOf(userId)).at(-1)).toMatchObject({
      type: 'connect',
      payload: { note: 'n'.repeat(300) },
    });

    await t.call(reportAccount, { token, body: { linkedinAccount: 'free' } });
    const free = await t.call(connectPoster, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), message: 'n'.repeat(201) },
    });
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({
      message: 'message: a free LinkedIn account allows connection notes of at most 200 characters',
    });
    const empty = await t.call(connectPoster, { token, body: { id: await insertPost(t.ctx.db, userId), message: '' } });
    expect(empty.body).toMatchObject({ connected: true });
    expect((await instructionsOf(userId)).at(-1)).toMatchObject({ type: 'connect', payload: { note: null } });
  });

  it('withdraws a request still waiting by cancelling it', async () => {
    const { token, userId } = await newUser('withdraw');
    const id = await insertPost(t.ctx.db, userId);
    await t.call(connectPoster, { token, body: { id } });
    const res = await t.call(withdrawConnection, { token, body: { id } });
    expect(res.body).toMatchObject({ status: 'success', connected: false });
    expect((await instructionsOf(userId)).map((i) => i.status)).toEqual(['cancelled']);
  });
});

describe('e-mail log', () => {
  it('logs a sent e-mail once per double click and shows it in the timeline', async () => {
    const { token, userId } = await newUser('email-log');
    const id = await insertPost(t.ctx.db, userId);
    const body = { id, companyId: '1234', email: 'Sam@Example.com' };
    expect((await t.call(logManualEmail, { token, body })).body).toEqual({ status: 'success' });
    await t.call(logManualEmail, { token, body });
    const rows = await t.ctx.db
      .select()
      .from(engagements)
      .where(and(eq(engagements.userId, userId), eq(engagements.type, 'email')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'sam@example.com', companyId: '1234' });
    const bad = await t.call(logManualEmail, { token, body: { id, email: 'nope' } });
    expect(bad.status).toBe(400);
  });
});
