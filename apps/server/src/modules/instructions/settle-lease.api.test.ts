import { likePost } from '@inroad/contracts/engage';
import { claimInstruction as claimEndpoint, reportInstruction } from '@inroad/contracts/instructions';
import { listNotices } from '@inroad/contracts/notice';
import { retryPublication } from '@inroad/contracts/publishing';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPost, userIdOf } from '../../../test/engage-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import { instructions, posts } from '../../db/schema/index.ts';
import { MAX_ATTEMPTS, settleExpiredLease } from './instructions.service.ts';

// An instruction the extension took for the last time (a post, which is never handed out twice, or an action on its
// last try) is settled when its lease runs out, by a job the claim sends: the user need not wait for the extension to
// ask again, which it may never do (uninstalled, or the browser gone).

const LEASE_SECONDS = 600;
const UNREPORTED =
  'The extension took this post earlier and did not report back; it may have been published. Check LinkedIn before retrying';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACTION_SPACING_SECONDS: '0', INSTRUCTION_LEASE_SECONDS: String(LEASE_SECONDS) });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

let counter = 0;
const newUser = () => signUp(t, `settle-lease-${++counter}-${Date.now()}@example.com`);
const claim = async (user: TestUser) =>
  expectOk(await t.call(claimEndpoint, { token: user.token }), 200).body.instruction!;
const afterTheLease = () => new Date(Date.now() + (LEASE_SECONDS + 60) * 1000);
const settle = (user: TestUser, instructionId: string, now: Date) =>
  settleExpiredLease({ db: t.ctx.db, config: t.ctx.config.actions, userId: user.userId, instructionId, now });
const statusOf = async (id: string) =>
  (await t.ctx.db.select().from(instructions).where(eq(instructions.id, id)))[0]!.status;

/** The settle jobs the claims sent meanwhile, with when they may start. */
function recordSettleJobs() {
  const send = vi.spyOn(t.ctx.queue, 'send');
  return () =>
    send.mock.calls
      .filter(([name]) => name === 'instruction.settle-lease')
      .map(([, payload, options]) => ({ payload, startAfterSeconds: options?.startAfterSeconds }));
}

describe('a post the extension took and never reported', () => {
  it('fails once its lease has run out, with Retry and a notice, without another claim', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Taken by a browser that was closed for good');
    await t.drainJobs();
    const settleJobs = recordSettleJobs();
    const instruction = await claim(user);
    expect(instruction.type).toBe('publish_post');
    expect(settleJobs()).toEqual([
      { payload: { userId: user.userId, instructionId: instruction.id }, startAfterSeconds: LEASE_SECONDS + 5 },
    ]);
    // The inline queue runs that job at once, inside the lease: it leaves the claim alone.
    await t.drainJobs();
    expect((await publicationOf(t, user, answer.id))!.status).toBe('publishing');

    await settle(user, instruction.id, afterTheLease());
    expect(await statusOf(instruction.id)).toBe('failed');
    // The queue's own reason: LinkedIn said nothing.
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'failed', error: UNREPORTED });
    const notices = expectOk(await t.call(listNotices, { token: user.token }), 200).body.notices;
    expect(notices).toEqual([
      expect.objectContaining({ kind: 'publish_failed', message: `Post not published: ${UNREPORTED}` }),
    ]);

    const failed = (await publicationOf(t, user, answer.id))!;
    expectOk(await t.call(retryPublication, { token: user.token, body: { id: failed.id } }), 200);
    await t.drainJobs();
    const retried = await claim(user);
    expect(retried).toMatchObject({
      type: 'publish_post',
      payload: { text: 'Taken by a browser that was closed for good' },
    });
    expect(retried.id).not.toBe(instruction.id);
  });

  it('stays as the report left it when the report came first, and another account cannot settle it', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Reported in time');
    await t.drainJobs();
    const instruction = await claim(user);
    await settle(await newUser(), instruction.id, afterTheLease());
    expect(await statusOf(instruction.id)).toBe('running');

    const urn = 'urn:li:share:7300000000000000042';
    const reported = await t.call(reportInstruction, {
      token: user.token,
      params: { id: instruction.id },
      body: { status: 'done', result: { createdId: urn } },
    });
    expectOk(reported, 200);
    await settle(user, instruction.id, afterTheLease());
    expect(await statusOf(instruction.id)).toBe('done');
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'published', networkPostId: urn });
  });
});

describe('an action the extension took and never reported', () => {
  it('is settled only on its last try: before that, the next claim hands it out again', async () => {
    const user = await newUser();
    const postId = await insertPost(t.ctx.db, await userIdOf(t, user.token), { numLikes: 7 });
    expectOk(await t.call(likePost, { token: user.token, body: { id: postId } }), 200);
    const settleJobs = recordSettleJobs();
    const first = await claim(user);
    expect(first.type).toBe('like');
    expect(settleJobs()).toEqual([]);
    await settle(user, first.id, afterTheLease());
    expect(await statusOf(first.id)).toBe('running');

    // Its last try, handed out once more after a lease ran out.
    await t.ctx.db
      .update(instructions)
      .set({ attempts: MAX_ATTEMPTS - 1, leaseExpiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(instructions.id, first.id)));
    const last = await claim(user);
    expect(last.id).toBe(first.id);
    expect(settleJobs()).toEqual([
      { payload: { userId: user.userId, instructionId: first.id }, startAfterSeconds: LEASE_SECONDS + 5 },
    ]);
    await settle(user, first.id, afterTheLease());
    expect(await statusOf(first.id)).toBe('failed');
    // The like is undone where the user sees it.
    const [post] = await t.ctx.db.select().from(posts).where(eq(posts.id, postId));
    expect(post).toMatchObject({ liked: false, numLikes: 7 });
  });
});
