import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, setTimeZone, userIdOf } from '../../../test/engage-fixtures.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { engagements } from '../../db/schema/index.ts';

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
      const res = await t.request('GET', '/profile/engagement/count', { token });
      expect(res.status).toBe(200);
      expect(res.body, zone).toMatchObject({ like: 1, comment: 1, follow: 0, connect: 1 });
    }
  });

  it('counts what the user does through the API, and forgets what they undo', async () => {
    const { token, userId } = await newUser('counts-api');
    const first = await insertPost(t.ctx.db, userId);
    const second = await insertPost(t.ctx.db, userId);
    await t.request('POST', '/post/engage/like', { token, body: { id: first } });
    await t.request('POST', '/post/engage/like', { token, body: { id: second } });
    await t.request('DELETE', '/post/engage/like', { token, body: { id: second } });
    await t.request('POST', '/post/engage/comment', { token, body: { id: first, comment: 'Well said' } });
    await t.request('POST', '/post/engage/follow', { token, body: { id: first } });
    // Queued for the extension: shown as waiting, not counted toward the goals.
    expect((await t.request('GET', '/profile/engagement/count', { token })).body).toEqual({
      like: 0,
      comment: 0,
      follow: 0,
      connect: 0,
      waiting: { like: 1, comment: 1, follow: 1, connect: 0 },
    });
    const pending = await t.request<{ posts: { postId: string; type: string }[] }>(
      'GET',
      '/extension/instructions/pending',
      { token },
    );
    expect(pending.body.posts.map((p) => [p.postId, p.type]).sort()).toEqual(
      [
        [first, 'comment'],
        [first, 'follow'],
        [first, 'like'],
      ].sort(),
    );
    // The extension performs them: now they count.
    for (let i = 0; i < 3; i++) {
      const claim = await t.request<{ instruction: { id: string } | null }>('POST', '/extension/instructions/claim', {
        token,
      });
      const id = claim.body.instruction?.id;
      if (!id) throw new Error('nothing to claim');
      await t.request('POST', `/extension/instructions/${id}/result`, {
        token,
        body: { status: 'done', result: { createdId: `urn:li:thing:${i}` } },
      });
    }
    expect((await t.request('GET', '/profile/engagement/count', { token })).body).toEqual({
      like: 1,
      comment: 1,
      follow: 1,
      connect: 0,
      waiting: { like: 0, comment: 0, follow: 0, connect: 0 },
    });
    expect((await t.request('GET', '/profile/engagement/count')).status).toBe(401);
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
    await t.request('POST', '/post/engage/like', { token, body: { id } });
    await t.request('POST', '/post/engage/comment', { token, body: { id, comment: 'Half! Impressive.' } });
    await t.request('POST', '/post/engage/follow', { token, body: { id } });
    await t.request('POST', '/post/engage/email_manual', { token, body: { id, companyId: '42' } });
    await t.request('POST', '/post/engage/like', { token, body: { id: elsewhere } });

    const res = await t.request<Array<Record<string, unknown>>>(
      'GET',
      '/profile/engagement?posterEntityId=ACoAAtimeline1',
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.map((e) => e.type)).toEqual(['email', 'follow', 'comment', 'like']);
    expect(res.body[2]).toEqual({
      date: expect.any(String),
      type: 'comment',
      postURL: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/feed\/update\//),
      postSlug: 'We rebuilt our onboarding flow from scratch and cut time-to-value in half. Here…',
      comment: 'Half! Impressive.',
    });
    // An undone follow leaves the timeline.
    await t.request('DELETE', '/post/engage/follow', { token, body: { id } });
    const after = await t.request<Array<{ type: string }>>('GET', '/profile/engagement?posterEntityId=ACoAAtimeline1', {
      token,
    });
    expect(after.body.map((e) => e.type)).toEqual(['email', 'comment', 'like']);
  });

  it("shows nothing of another user's engagements and needs the person's id", async () => {
    const owner = await newUser('timeline-owner');
    const other = await newUser('timeline-other');
    const id = await insertPost(t.ctx.db, owner.userId, { profileId: 'ACoAAprivate' });
    await t.request('POST', '/post/engage/like', { token: owner.token, body: { id } });
    const res = await t.request('GET', '/profile/engagement?posterEntityId=ACoAAprivate', { token: other.token });
    expect(res.body).toEqual([]);
    const missing = await t.request('GET', '/profile/engagement', { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: expect.stringMatching(/^posterEntityId: /) });
  });
});
