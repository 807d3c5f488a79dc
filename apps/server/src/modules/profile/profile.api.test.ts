import {
  addComment,
  followPoster,
  likePost,
  logManualEmail,
  unfollowPoster,
  unlikePost,
} from '@inroad/contracts/engage';
import { claimInstruction, getPendingInstructions, reportInstruction } from '@inroad/contracts/instructions';
import { getEngagementCounts, getEngagementTimeline } from '@inroad/contracts/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, setTimeZone, userIdOf } from '../../../test/engage-fixtures.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { engagements, instructions } from '../../db/schema/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

/** Local midnight of today in a zone with a fixed offset (no daylight saving), as a UTC instant. */
function localMidnight(offsetHours: number): number {
  const local = Date.now() + offsetHours * HOUR;
  return Math.floor(local / DAY) * DAY - offsetHours * HOUR;
}

async function engagementAt(
  userId: string,
  type: 'like' | 'comment' | 'follow' | 'connect' | 'email',
  at: number,
  undone = false,
) {
  await t.ctx.db.insert(engagements).values({
    userId,
    type,
    posterEntityId: 'ACoAAtimezone',
    posterKeys: ['ACoAAtimezone'],
    createdAt: new Date(at),
    undoneAt: undone ? new Date(at) : null,
  });
}

describe("today's engagement counts", () => {
  it("count from midnight in the user's time zone, not UTC's", async () => {
    for (const [zone, offset] of [
      ['Pacific/Kiritimati', 14],
      ['Pacific/Pago_Pago', -11],
    ] as const) {
      const { token, userId } = await newUser(`counts-${offset}`);
      await setTimeZone(t.ctx.db, userId, zone);
      const midnight = localMidnight(offset);
      await engagementAt(userId, 'like', midnight + MINUTE);
      await engagementAt(userId, 'like', midnight - MINUTE);
      await engagementAt(userId, 'comment', Date.now() - 1_000);
      await engagementAt(userId, 'connect', Date.now() - 1_000);
      await engagementAt(userId, 'follow', Date.now() - 1_000, true);
      await engagementAt(userId, 'email', Date.now() - 1_000);
      const res = await t.call(getEngagementCounts, { token });
      expect(res.status).toBe(200);
      expect(res.body, zone).toMatchObject({ like: 1, comment: 1, follow: 0, connect: 1 });
    }
  });

  it('counts what the user does through the API, and forgets what they undo', async () => {
    const { token, userId } = await newUser('counts-api');
    const first = await insertPost(t.ctx.db, userId);
    const second = await insertPost(t.ctx.db, userId);
    await t.call(likePost, { token, body: { id: first } });
    await t.call(likePost, { token, body: { id: second } });
    await t.call(unlikePost, { token, body: { id: second } });
    await t.call(addComment, { token, body: { id: first, comment: 'Well said' } });
    await t.call(followPoster, { token, body: { id: first } });
    // Queued for the extension: shown as waiting, not counted toward the goals.
    expect((await t.call(getEngagementCounts, { token })).body).toEqual({
      like: 0,
      comment: 0,
      follow: 0,
      connect: 0,
      waiting: { like: 1, comment: 1, follow: 1, connect: 0 },
    });
    const pending = expectOk(await t.call(getPendingInstructions, { token }));
    expect(pending.body.posts.map((p) => [p.postId, p.type]).sort()).toEqual(
      [
        [first, 'comment'],
        [first, 'follow'],
        [first, 'like'],
      ].sort(),
    );
    // The extension performs them: now they count.
    for (let i = 0; i < 3; i++) {
      const claim = expectOk(await t.call(claimInstruction, { token }));
      const id = claim.body.instruction?.id;
      if (!id) throw new Error('nothing to claim');
      await t.call(reportInstruction, {
        token,
        body: { status: 'done', result: { createdId: `urn:li:thing:${i}` } },
        params: { id },
      });
    }
    expect((await t.call(getEngagementCounts, { token })).body).toEqual({
      like: 1,
      comment: 1,
      follow: 1,
      connect: 0,
      waiting: { like: 0, comment: 0, follow: 0, connect: 0 },
    });
    expect((await t.call(getEngagementCounts)).status).toBe(401);
  });

  it('counts an action on the day the extension performed it; one still waiting shows whenever it was queued', async () => {
    const { token, userId } = await newUser('counts-late');
    const post = await insertPost(t.ctx.db, userId);
    await t.call(likePost, { token, body: { id: post } });
    // Queued two days ago, the browser closed since.
    const queued = new Date(Date.now() - 2 * DAY);
    await t.ctx.db.update(engagements).set({ createdAt: queued }).where(eq(engagements.userId, userId));
    await t.ctx.db.update(instructions).set({ createdAt: queued }).where(eq(instructions.userId, userId));
    expect((await t.call(getEngagementCounts, { token })).body).toMatchObject({
      like: 0,
      waiting: { like: 1 },
    });
    const id = expectOk(await t.call(claimInstruction, { token })).body.instruction?.id;
    if (!id) throw new Error('nothing to claim');
    await t.call(reportInstruction, {
      token,
      body: { status: 'done', result: { createdId: 'urn:li:r:1' } },
      params: { id },
    });
    expect((await t.call(getEngagementCounts, { token })).body).toMatchObject({ like: 1, waiting: { like: 0 } });
  });
});

describe('activity timeline', () => {
  it("lists the user's engagements with one person, newest first, with post link, excerpt and comment", async () => {
    const { token, userId } = await newUser('timeline');
    const id = await insertPost(t.ctx.db, userId, {
      profileId: 'ACoAAtimeline1',
      content:
        'We rebuilt our onboarding flow from scratch and cut time-to-value in half. Here is what we learned along the way.',
    });
    const elsewhere = await insertPost(t.ctx.db, userId, { profileId: 'ACoAAsomeoneelse' });
    await t.call(likePost, { token, body: { id } });
    await t.call(addComment, { token, body: { id, comment: 'Half! Impressive.' } });
    await t.call(followPoster, { token, body: { id } });
    await t.call(logManualEmail, { token, body: { id, companyId: '42' } });
    await t.call(likePost, { token, body: { id: elsewhere } });

    const res = expectOk(
      await t.call(getEngagementTimeline, { token, query: { posterEntityId: 'ACoAAtimeline1' } }),
      200,
    );
    expect(res.body.map((e) => e.type)).toEqual(['email', 'follow', 'comment', 'like']);
    expect(res.body[2]).toEqual({
      date: expect.any(String),
      type: 'comment',
      postURL: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/feed\/update\//),
      postSlug: 'We rebuilt our onboarding flow from scratch and cut time-to-value in half. Here…',
      comment: 'Half! Impressive.',
    });
    // An undone follow leaves the timeline.
    await t.call(unfollowPoster, { token, body: { id } });
    const after = expectOk(await t.call(getEngagementTimeline, { token, query: { posterEntityId: 'ACoAAtimeline1' } }));
    expect(after.body.map((e) => e.type)).toEqual(['email', 'comment', 'like']);
  });

  it("shows nothing of another user's engagements and needs the person's id", async () => {
    const owner = await newUser('timeline-owner');
    const other = await newUser('timeline-other');
    const id = await insertPost(t.ctx.db, owner.userId, { profileId: 'ACoAAprivate' });
    await t.call(likePost, { token: owner.token, body: { id } });
    const res = await t.call(getEngagementTimeline, { token: other.token, query: { posterEntityId: 'ACoAAprivate' } });
    expect(res.body).toEqual([]);
    const missing = await t.call(getEngagementTimeline, { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: expect.stringMatching(/^posterEntityId: /) });
  });
});
