import {
  addComment,
  connectPoster,
  followPoster,
  getEngageQuota,
  likePost,
  unlikePost,
} from '@inroad/contracts/engage';
import type { InstructionType } from '@inroad/contracts/instruction-payloads';
import type { InstructionStatus } from '@inroad/contracts/instructions';
import { reportAccount } from '@inroad/contracts/instructions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, setTimeZone, userIdOf } from '../../../test/engage-fixtures.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { instructions } from '../../db/schema/index.ts';

const HOUR = 3_600_000;

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

/** Past actions, as if queued `hoursAgo` ago. */
async function pastActions(
  userId: string,
  type: InstructionType,
  hoursAgo: number[],
  options: { status?: InstructionStatus; hasNote?: boolean; claimedHoursAgo?: number } = {},
) {
  await t.ctx.db.insert(instructions).values(
    hoursAgo.map((h, i) => ({
      userId,
      type,
      payload: {},
      status: options.status ?? ('done' as const),
      target: `post:past-${type}-${i}-${h}`,
      context: options.hasNote ? { hasNote: true } : {},
      createdAt: new Date(Date.now() - h * HOUR),
      claimedAt: options.claimedHoursAgo === undefined ? null : new Date(Date.now() - options.claimedHoursAgo * HOUR),
    })),
  );
}

const hhmm = (date: Date, timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

describe('account-safety caps', () => {
  it('allows the 100th like in 24 hours and refuses the 101st with 429, the limit, its window and when it frees up', async () => {
    const { token, userId } = await newUser('likes');
    // 99 likes, the oldest 23 hours ago: it leaves the window in an hour.
    await pastActions(userId, 'like', [23, ...Array.from({ length: 98 }, () => 1)]);
    const hundredth = await t.call(likePost, { token, body: { id: await insertPost(t.ctx.db, userId) } });
    expect(hundredth.status).toBe(200);
    const id = await insertPost(t.ctx.db, userId, { numLikes: 3 });
    const refused = await t.call(likePost, { token, body: { id } });
    expect(refused.status).toBe(429);
    const message = (refused.body as { message: string }).message;
    const freesAt = new Date(Date.now() + HOUR);
    expect(message).toMatch(
      /^Daily like limit reached \(100 per 24 hours\); the next like is possible (at|on [A-Z][a-z]{2} \d+ at) \d\d:\d\d UTC$/,
    );
    expect([hhmm(freesAt), hhmm(new Date(freesAt.getTime() - 60_000))]).toContain(
      message.match(/(\d\d:\d\d) UTC$/)?.[1],
    );
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Nothing changed on the post (an unlike of a post not liked is a no-op that reports the state).
    const state = await t.call(unlikePost, { token, body: { id } });
    expect(state.body).toMatchObject({ liked: false, numLikes: 3 });
    expect((await t.call(getEngageQuota, { token })).body).toMatchObject({
      caps: expect.arrayContaining([
        expect.objectContaining({ action: 'like', used: 100, limit: 100, windowHours: 24 }),
      ]),
    });
  });

  it('does not count cancelled or refused actions, nor ones older than the window', async () => {
    const { token, userId } = await newUser('uncounted');
    await pastActions(
      userId,
      'comment',
      Array.from({ length: 29 }, () => 2),
    );
    await pastActions(userId, 'comment', [1, 1, 1], { status: 'cancelled' });
    await pastActions(userId, 'comment', [1, 1], { status: 'failed' });
    await pastActions(userId, 'comment', [25, 30]);
    const id = await insertPost(t.ctx.db, userId);
    expect((await t.call(addComment, { token, body: { id, comment: 'One more' } })).status).toBe(200);
    const refused = await t.call(addComment, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), comment: 'And another' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/^Daily comment limit reached \(30 per 24 hours\); the next comment is possible /),
    });
  });

  it('counts actions still waiting for the extension however long ago they were queued: they go out now', async () => {
    // Queued yesterday evening, the browser closed since: they and today's would reach LinkedIn together.
    const { token, userId } = await newUser('waiting');
    await pastActions(
      userId,
      'connect',
      Array.from({ length: 20 }, () => 30),
      { status: 'pending' },
    );
    const refused = await t.call(connectPoster, { token, body: { id: await insertPost(t.ctx.db, userId) } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Daily connection request limit reached/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3_600);
    expect((await t.call(getEngageQuota, { token })).body).toMatchObject({
      caps: expect.arrayContaining([expect.objectContaining({ action: 'connect', windowHours: 24, used: 20 })]),
    });
  });

  it('counts an action when the extension took it, not when it was queued', async () => {
    const { token, userId } = await newUser('taken-late');
    await pastActions(
      userId,
      'comment',
      Array.from({ length: 30 }, () => 40),
      { claimedHoursAgo: 2 },
    );
    const refused = await t.call(addComment, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), comment: 'One too many' },
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(21 * 3_600);
    expect(retryAfter).toBeLessThanOrEqual(22 * 3_600);
  });

  it('caps connection requests per day and per rolling week, in the user’s time zone', async () => {
    const { token, userId } = await newUser('connects');
    await setTimeZone(t.ctx.db, userId, 'Asia/Tokyo');
    await pastActions(
      userId,
      'connect',
      Array.from({ length: 20 }, () => 3),
    );
    const daily = await t.call(connectPoster, { token, body: { id: await insertPost(t.ctx.db, userId) } });
    expect(daily.status).toBe(429);
    expect(daily.body).toMatchObject({
      message: expect.stringMatching(
        /^Daily connection request limit reached \(20 per 24 hours\); the next connection request is possible .*\d\d:\d\d GMT\+9$/,
      ),
    });

    const weekly = await newUser('connects-weekly');
    await pastActions(
      weekly.userId,
      'connect',
      Array.from({ length: 80 }, (_, i) => 30 + i),
    );
    const res = await t.call(connectPoster, {
      token: weekly.token,
      body: { id: await insertPost(t.ctx.db, weekly.userId) },
    });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(
        /^Weekly connection request limit reached \(80 per 7 days\); the next connection request is possible on [A-Z][a-z]{2} \d+ at \d\d:\d\d UTC$/,
      ),
    });
  });

  it('caps notes at 5 per 30 days on a free account, where a request without a note still goes', async () => {
    const { token, userId } = await newUser('notes');
    await pastActions(userId, 'connect', [100, 200, 300, 400, 500], { hasNote: true });
    const premium = await t.call(connectPoster, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), message: 'Enjoyed your post on onboarding.' },
    });
    expect(premium.status).toBe(200);

    await t.call(reportAccount, { token, body: { linkedinAccount: 'free' } });
    const refused = await t.call(connectPoster, {
      token,
      body: { id: await insertPost(t.ctx.db, userId), message: 'Enjoyed your post on pricing.' },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(
        /^Monthly connection note limit reached \(5 per 30 days on a free LinkedIn account\); the next connection note is possible .+; send the request without a note until then$/,
      ),
    });
    const plain = await t.call(connectPoster, { token, body: { id: await insertPost(t.ctx.db, userId) } });
    expect(plain.status).toBe(200);
    const quota = expectOk(await t.call(getEngageQuota, { token }));
    expect(quota.body.caps.find((c) => c.action === 'connect_note')).toMatchObject({ used: 6, applies: true });
    expect(quota.body.caps.filter((c) => c.action === 'connect').map((c) => c.used)).toEqual([2, 3]);
  });

  it('follows are capped at 50 a day', async () => {
    const { token, userId } = await newUser('follows');
    await pastActions(
      userId,
      'follow',
      Array.from({ length: 50 }, () => 12),
    );
    const res = await t.call(followPoster, { token, body: { id: await insertPost(t.ctx.db, userId) } });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(/^Daily follow limit reached \(50 per 24 hours\); the next follow is possible /),
    });
  });
});
