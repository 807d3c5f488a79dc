import { listPosts } from '@inroad/contracts/post';
import { and, eq, lt, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPost } from '../../test/engage-fixtures.ts';
import { signUp } from '../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../test/harness.ts';
import {
  engagements,
  instructions,
  notices,
  postCommentCaches,
  postFacetDays,
  posts,
  ruleVerdicts,
} from '../db/schema/index.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function prune(app: TestApp) {
  await app.ctx.queue.send('retention.prune', {});
  await app.drainJobs();
}

describe('the retention job on gathered posts', () => {
  it('deletes posts posted before POST_RETENTION_DAYS with what hangs on them, keeps what the user did, and keeps a post an action waits on', async () => {
    t = await startTestApp({ POST_RETENTION_DAYS: '40' });
    const { db } = t.ctx;
    const user = await signUp(t);
    const other = await signUp(t);
    const old = await insertPost(db, user.userId, { postedAt: daysAgo(41), content: 'old' });
    const waitedOn = await insertPost(db, user.userId, { postedAt: daysAgo(45), content: 'waited on' });
    const recent = await insertPost(db, user.userId, { postedAt: daysAgo(39), content: 'recent' });
    const today = await insertPost(db, user.userId, { content: 'today' });
    const othersOld = await insertPost(db, other.userId, { postedAt: daysAgo(60) });
    const othersToday = await insertPost(db, other.userId);

    await db.insert(postCommentCaches).values({ userId: user.userId, postId: old, comments: [] });
    await db.insert(ruleVerdicts).values({ postId: old, criterionHash: 'c1', userId: user.userId, verdict: true });
    await db.insert(engagements).values({
      userId: user.userId,
      type: 'like',
      posterKeys: ['linkedin:id:ACoAAold'],
      postId: old,
      postUrl: 'https://www.linkedin.com/feed/update/urn:li:activity:1/',
    });
    await db
      .insert(notices)
      .values({ userId: user.userId, kind: 'action_failed', message: 'A like failed', postId: old });
    const [pending] = await db
      .insert(instructions)
      .values({ userId: user.userId, type: 'like', payload: {}, status: 'pending', postId: waitedOn })
      .returning({ id: instructions.id });

    await prune(t);

    const left = await db.select({ id: posts.id }).from(posts);
    const leftIds = left.map((row) => row.id);
    expect(leftIds).not.toContain(old);
    expect(leftIds).not.toContain(othersOld);
    expect(leftIds).toEqual(expect.arrayContaining([waitedOn, recent, today, othersToday]));
    expect(await db.select().from(postCommentCaches).where(eq(postCommentCaches.postId, old))).toEqual([]);
    expect(await db.select().from(ruleVerdicts).where(eq(ruleVerdicts.postId, old))).toEqual([]);
    // What the user did stays: the like counts in the timeline by its person and link.
    const [like] = await db.select().from(engagements).where(eq(engagements.userId, user.userId));
    expect(like).toMatchObject({ type: 'like', postId: null, postUrl: expect.stringContaining('activity:1') });
    const [notice] = await db.select().from(notices).where(eq(notices.userId, user.userId));
    expect(notice).toMatchObject({ message: 'A like failed', postId: null });

    // The inbox's counts over its longest range are those of the posts it lists.
    const inbox = expectOk(await t.call(listPosts, { token: user.token, query: { dateRange: 30 } })).body;
    expect(inbox.posts.map((post) => post.content).sort()).toEqual(['today']);
    expect(inbox.total).toBe(1);

    // Before the cutoff only the kept post is counted, and no empty row is left.
    const cutoffDay = daysAgo(40).toISOString().slice(0, 10);
    const oldFacets = await db
      .select({ kind: postFacetDays.kind, n: postFacetDays.n })
      .from(postFacetDays)
      .where(and(eq(postFacetDays.userId, user.userId), lt(postFacetDays.day, cutoffDay)));
    expect(oldFacets.filter((row) => row.kind === 'total')).toEqual([{ kind: 'total', n: 1 }]);
    expect(oldFacets.every((row) => row.n === 1)).toBe(true);

    // Once the action is done, the next run takes the post, and its day's rows with it.
    await db
      .update(instructions)
      .set({ status: 'done', finishedAt: new Date() })
      .where(eq(instructions.id, pending!.id));
    await prune(t);
    expect((await db.select({ id: posts.id }).from(posts).where(eq(posts.id, waitedOn))).length).toBe(0);
    const [emptied] = await db
      .select({ rows: sql<number>`count(*)::int`, negative: sql<number>`count(*) filter (where n < 0)::int` })
      .from(postFacetDays)
      .where(and(eq(postFacetDays.userId, user.userId), lt(postFacetDays.day, cutoffDay)));
    expect(emptied).toEqual({ rows: 0, negative: 0 });
  });
});
