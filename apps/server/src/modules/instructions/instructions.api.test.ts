import { addComment, getEngageQuota, likePost, unlikePost } from '@inroad/contracts/engage';
import {
  type ClaimInstructionBody,
  claimInstruction,
  getPendingInstructions,
  type ReportInstructionBody,
  reportAccount,
  reportInstruction,
} from '@inroad/contracts/instructions';
import { dismissNotices, listNotices } from '@inroad/contracts/notice';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertPost, userIdOf } from '../../../test/engage-fixtures.ts';
import { createSource } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { instructions, posts } from '../../db/schema/index.ts';
import { queueInstructionOnce } from './instructions.service.ts';

/**
 * Long enough that no lease runs out while a test runs, however busy the machine (a 1 s lease did, and a claimed
 * action was handed out again mid-test); the lease tests move the clock past it (advanceClock).
 */
const LEASE_SECONDS = 600;
const PAST_THE_LEASE_MS = LEASE_SECONDS * 1000 + 100;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ACTION_SPACING_SECONDS: '0',
    INSTRUCTION_LEASE_SECONDS: String(LEASE_SECONDS),
    ACTION_PAUSE_HOURS: '6',
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Moves the clock the app reads (Date: the server runs in this process) on by `ms`, instead of waiting that long.
 * Timers keep real time, so HTTP and the database go on as before.
 */
function advanceClock(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

async function newUser(name: string) {
  const token = await t.session(`${name}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  return { token, userId: await userIdOf(t, token) };
}

const claim = async (token: string, body?: ClaimInstructionBody) =>
  expectOk(await t.call(claimInstruction, { token, body }), 200);
const report = (token: string, id: string, body: ReportInstructionBody) =>
  t.call(reportInstruction, { token, params: { id }, body });
const like = (token: string, id: string) => t.call(likePost, { token, body: { id } });
const notices = async (token: string) => expectOk(await t.call(listNotices, { token }), 200).body.notices;
const quota = async (token: string) => expectOk(await t.call(getEngageQuota, { token }), 200).body;
const pending = async (token: string) => expectOk(await t.call(getPendingInstructions, { token }), 200).body;

async function postRow(id: string) {
  const [row] = await t.ctx.db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

describe('claiming', () => {
  it('answers null with an idle poll interval when there is nothing to do', async () => {
    const { token } = await newUser('idle');
    const res = await claim(token);
    expect(res.body).toEqual({ instruction: null, lease: null, nextClaimAfterMs: 30_000, pausedUntil: null });
    // A claim with no body at all is the same call.
    const bare = await t.request('POST', '/extension/instructions/claim', { token });
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual(res.body);
    expect(await pending(token)).toEqual({
      count: 0,
      oldestAgeSeconds: null,
      pausedUntil: null,
      posts: [],
    });
    expectError(await t.call(claimInstruction), 401);
  });

  it('hands out the oldest first, one action at a time, and only the asked types', async () => {
    const { token, userId } = await newUser('order');
    const first = await insertPost(t.ctx.db, userId);
    const second = await insertPost(t.ctx.db, userId);
    await like(token, first);
    await like(token, second);
    expect(await pending(token)).toMatchObject({ count: 2, oldestAgeSeconds: expect.any(Number) });
    expect((await claim(token, { types: ['fetch_source'] })).body.instruction).toBeNull();
    const a = await claim(token);
    expect(a.body.instruction).toMatchObject({ type: 'like' });
    expect(a.body.lease).toMatchObject({ attempt: 1 });
    // The first action still holds its lease: the account does one thing at a time.
    expect((await claim(token)).body.instruction).toBeNull();
    await report(token, a.body.instruction!.id, { status: 'done' });
    const b = await claim(token);
    expect(b.body.instruction?.id).not.toBe(a.body.instruction!.id);
    expect((await postRow(first)).liked).toBe(true);
  });

  it('hands an instruction out again when its lease expires (a browser that crashed), then fails it after 3 tries', async () => {
    const { token, userId } = await newUser('lease');
    const id = await insertPost(t.ctx.db, userId, { numLikes: 4 });
    await like(token, id);
    const first = await claim(token);
    expect(first.body.lease?.attempt).toBe(1);
    expect((await claim(token)).body.instruction).toBeNull();
    advanceClock(PAST_THE_LEASE_MS);
    const second = await claim(token);
    expect(second.body.instruction?.id).toBe(first.body.instruction!.id);
    expect(second.body.lease?.attempt).toBe(2);
    // A third try whose lease also runs out: the next claim gives up on it.
    await t.ctx.db
      .update(instructions)
      .set({ attempts: 3, leaseExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(instructions.id, first.body.instruction!.id));
    expect((await claim(token)).body.instruction).toBeNull();
    const [row] = await t.ctx.db.select().from(instructions).where(eq(instructions.id, first.body.instruction!.id));
    expect(row).toMatchObject({ status: 'failed' });
    expect(await postRow(id)).toMatchObject({ liked: false, numLikes: 4 });
    expect(await notices(token)).toEqual([
      expect.objectContaining({ kind: 'action_failed', message: expect.stringContaining('The like was undone.') }),
    ]);
  });

  it('a late report after the lease ran out still counts', async () => {
    const { token, userId } = await newUser('late');
    await like(token, await insertPost(t.ctx.db, userId));
    const claimed = await claim(token);
    advanceClock(PAST_THE_LEASE_MS);
    const res = await report(token, claimed.body.instruction!.id, { status: 'done' });
    expect(res.body).toMatchObject({ status: 'success', instructionStatus: 'done' });
  });

  it('spaces actions out with jitter, while feed fetches need not wait', async () => {
    const { token, userId } = await newUser('spacing');
    t.ctx.config.actions.spacingSeconds = 60;
    try {
      await like(token, await insertPost(t.ctx.db, userId));
      await like(token, await insertPost(t.ctx.db, userId));
      const first = await claim(token);
      expect(first.body.nextClaimAfterMs).toBeGreaterThanOrEqual(30_000);
      expect(first.body.nextClaimAfterMs).toBeLessThanOrEqual(90_000);
      await report(token, first.body.instruction!.id, { status: 'done' });
      const waiting = await claim(token);
      expect(waiting.body.instruction).toBeNull();
      expect(waiting.body.nextClaimAfterMs).toBeGreaterThan(0);
      expect(waiting.body.nextClaimAfterMs).toBeLessThanOrEqual(first.body.nextClaimAfterMs);
      // A feed of the user's own: a fetch of a feed that is gone is cancelled at the claim.
      const sourceId = await createSource(t, { token, userId });
      await t.ctx.db.insert(instructions).values({
        userId,
        type: 'fetch_source',
        payload: { sourceId, platform: 'linkedin', followedEntityType: 'search', query: 'changelog' },
        target: `source:${sourceId}`,
      });
      expect((await claim(token)).body.instruction).toMatchObject({ type: 'fetch_source' });
    } finally {
      t.ctx.config.actions.spacingSeconds = 0;
    }
  });
});

describe('reporting', () => {
  it('reverts a refused like, leaves a notice, and pauses the queue on a rate limit', async () => {
    const { token, userId } = await newUser('refused');
    const id = await insertPost(t.ctx.db, userId, { numLikes: 9, posterName: 'Robin Sample' });
    const liked = await like(token, id);
    expect(liked.body).toMatchObject({ liked: true, numLikes: 10 });
    await like(token, await insertPost(t.ctx.db, userId));
    const claimed = await claim(token);
    const res = expectOk(
      await report(token, claimed.body.instruction!.id, {
        status: 'failed',
        failure: { kind: 'rate_limit', message: 'Too many requests' },
      }),
      200,
    );
    expect(res.body).toMatchObject({ status: 'success', instructionStatus: 'failed', pausedUntil: expect.any(String) });
    const pausedUntil = new Date(res.body.pausedUntil!).getTime();
    expect(pausedUntil - Date.now()).toBeGreaterThan(5.9 * 3_600_000);
    expect(await postRow(id)).toMatchObject({ liked: false, numLikes: 9 });

    const listed = await notices(token);
    expect(listed).toHaveLength(2);
    expect(listed).toContainEqual(
      expect.objectContaining({
        kind: 'action_failed',
        postId: id,
        message: "Could not like Robin Sample's post (LinkedIn said: Too many requests). The like was undone.",
      }),
    );
    expect(listed).toContainEqual(
      expect.objectContaining({
        kind: 'queue_paused',
        message: expect.stringMatching(
          /^LinkedIn reported a limit\. Inroad paused its actions until .+ UTC to keep your account safe\.$/,
        ),
      }),
    );
    // The other like waits: nothing is handed out during the pause.
    const during = await claim(token);
    expect(during.body).toMatchObject({ instruction: null, pausedUntil: expect.any(String) });
    expect(during.body.nextClaimAfterMs).toBeGreaterThan(5.9 * 3_600_000);
    expect(await quota(token)).toMatchObject({
      paused: { reason: 'rate_limit' },
    });
    expect(await pending(token)).toMatchObject({
      count: 1,
      pausedUntil: expect.any(String),
    });

    const dismissed = await t.call(dismissNotices, { token, body: { ids: listed.map((n) => n.id) } });
    expect(dismissed.body).toEqual({ status: 'success', count: 2 });
    expect(expectOk(await t.call(listNotices, { token })).body).toEqual({ notices: [] });
  });

  it('a refused comment is removed without pausing; an undo queued behind a refused action is cancelled', async () => {
    const { token, userId } = await newUser('refused-comment');
    const id = await insertPost(t.ctx.db, userId, { numLikes: 2 });
    await t.call(addComment, { token, body: { id, comment: 'Interesting' } });
    const comment = await claim(token);
    const res = await report(token, comment.body.instruction!.id, {
      status: 'failed',
      failure: { kind: 'unknown', message: 'Post is no longer available' },
    });
    expect(res.body).toMatchObject({ pausedUntil: null });
    expect((await postRow(id)).comment).toBeNull();

    await like(token, id);
    const liking = await claim(token);
    // Unliked while the like is being performed: the unlike waits for it.
    expect((await t.call(unlikePost, { token, body: { id } })).body).toMatchObject({
      liked: false,
      numLikes: 2,
    });
    expect((await claim(token)).body.instruction).toBeNull();
    await report(token, liking.body.instruction!.id, {
      status: 'failed',
      failure: { kind: 'unknown', message: 'gone' },
    });
    const rows = await t.ctx.db.select().from(instructions).where(eq(instructions.userId, userId));
    expect(rows.find((r) => r.type === 'unlike')?.status).toBe('cancelled');
    expect(await postRow(id)).toMatchObject({ liked: false, numLikes: 2 });
    expect((await claim(token)).body.instruction).toBeNull();
  });

  it('takes a repeated report calmly, refuses contradictions, foreign ids and unclaimed work', async () => {
    const { token, userId } = await newUser('reports');
    const other = await newUser('reports-other');
    await like(token, await insertPost(t.ctx.db, userId));
    const claimed = await claim(token);
    const id = claimed.body.instruction!.id;
    expectError(await report(other.token, id, { status: 'done' }), 404);
    expectError(await report(token, 'nope', { status: 'done' }), 404);
    const noFailure = expectError(await report(token, id, { status: 'failed' }), 400);
    expect(noFailure.body).toMatchObject({ message: "failure: is required when status is 'failed'" });
    expectOk(await report(token, id, { status: 'done', result: { createdId: 'urn:li:reaction:1' } }), 200);
    expectOk(await report(token, id, { status: 'done' }), 200);
    const contradiction = await report(token, id, { status: 'failed', failure: { kind: 'unknown', message: 'x' } });
    expectError(contradiction, 409);

    await like(token, await insertPost(t.ctx.db, userId));
    const [unclaimed] = await t.ctx.db
      .select()
      .from(instructions)
      .where(and(eq(instructions.userId, userId), eq(instructions.status, 'pending')));
    expectError(await report(token, unclaimed!.id, { status: 'done' }), 409);
  });

  it('records the kind of LinkedIn account', async () => {
    const { token } = await newUser('account');
    expect(await quota(token)).toMatchObject({ linkedinAccount: 'unknown' });
    expect((await t.call(reportAccount, { token, body: { linkedinAccount: 'premium' } })).body).toEqual({
      status: 'success',
    });
    const after = await quota(token);
    expect(after).toMatchObject({ linkedinAccount: 'premium', paused: null });
    expect(after.caps.find((c) => c.action === 'connect_note')?.applies).toBe(false);
    // Not a kind of account the contract knows: sent as is.
    expect((await t.request('POST', '/extension/account', { token, body: { linkedinAccount: 'gold' } })).status).toBe(
      400,
    );
  });
});

describe('queueing', () => {
  it('queues a fetch once per source while one waits', async () => {
    const { userId } = await newUser('fetch-once');
    const row = {
      userId,
      type: 'fetch_source' as const,
      payload: {
        sourceId: '00000000-0000-4000-8000-000000000002',
        platform: 'linkedin' as const,
        followedEntityType: 'search' as const,
      },
      target: 'source:00000000-0000-4000-8000-000000000002',
    };
    const first = await t.ctx.db.transaction((tx) => queueInstructionOnce(tx, row));
    const second = await t.ctx.db.transaction((tx) => queueInstructionOnce(tx, row));
    expect(first?.id).toEqual(expect.any(String));
    expect(second).toBeUndefined();
  });
});
