import {
  claimInstruction as claimEndpoint,
  type ReportInstructionBody,
  reportInstruction,
} from '@inroad/contracts/instructions';
import { listNotices } from '@inroad/contracts/notice';
import { retryPublication } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { publicationOf, recordPublishJobs, schedulePost } from '../../../test/publishing-fixtures.ts';
import { publications } from '../../db/schema/index.ts';
import { MAX_ATTEMPTS } from '../publishing/publish-errors.ts';
import { runPublication } from '../publishing/publisher.ts';

// LinkedIn refusing a post the extension was publishing for a limit (429) or a security check pauses the user's
// actions: the post goes back in the queue and out when the pause ends, while attempts remain, instead of failing
// for good under a notice that said Inroad would try again.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    ACTION_SPACING_SECONDS: '0',
    INSTRUCTION_LEASE_SECONDS: '60',
    ACTION_PAUSE_HOURS: '6',
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let counter = 0;
const newUser = () => signUp(t, `ext-paused-${++counter}-${Date.now()}@example.com`);
const claim = async (user: TestUser) =>
  expectOk(await t.call(claimEndpoint, { token: user.token }), 200).body.instruction!;
const report = async (user: TestUser, id: string, body: ReportInstructionBody) =>
  expectOk(await t.call(reportInstruction, { token: user.token, params: { id }, body }), 200).body;
const noticeMessages = async (user: TestUser) =>
  expectOk(await t.call(listNotices, { token: user.token }), 200).body.notices.map((n) => n.message);

const BACK_IN_QUEUE = "It is back in the queue and goes out once Inroad's actions resume";

const refusals = [
  ['rate_limit', 'LinkedIn says too many requests; Inroad pauses and tries again later', '429'],
  ['challenge', 'LinkedIn refused the request as automated (999); pause and open LinkedIn in the browser', '999'],
] as const;

describe('a post LinkedIn refuses for a while', () => {
  it.each(refusals)(
    '%s: goes back in the queue for the end of the pause, and out then',
    async (kind, message, code) => {
      const user = await newUser();
      const answer = await schedulePost(t, user, 'Refused for now, posted later');
      await t.drainJobs();
      const first = await claim(user);
      const publishJobs = recordPublishJobs(t);

      const answered = await report(user, first.id, { status: 'failed', failure: { kind, message, code } });
      const pausedUntil = answered.pausedUntil!;
      await t.drainJobs();

      const waiting = (await publicationOf(t, user, answer.id))!;
      expect(waiting).toMatchObject({ status: 'scheduled', runAt: pausedUntil, attempt: 1 });
      expect(waiting.error).toMatch(/^Retrying: .+; the post goes out when Inroad's pause ends, /);
      expect(await noticeMessages(user)).toContain(`Post not published: LinkedIn said: ${message}. ${BACK_IN_QUEUE}`);
      const job = publishJobs().find((sent) => sent.startAfter !== undefined);
      expect(job?.startAfter?.toISOString()).toBe(pausedUntil);

      // The pause is over: the job runs, and the extension is handed the post again, as a new attempt.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(pausedUntil).getTime() + 1000);
      await runPublication(t.ctx, job!.payload);
      const again = await claim(user);
      expect(again).toMatchObject({
        type: 'publish_post',
        payload: { idempotencyKey: `publication-${waiting.id}-attempt-2`, text: 'Refused for now, posted later' },
      });
      await report(user, again.id, { status: 'done', result: { createdId: 'urn:li:share:7300000000000000201' } });
      expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'published', attempt: 2 });
    },
  );

  it('fails once its attempts are used up, saying Inroad stopped trying', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Refused at its last attempt');
    // Its earlier attempts were refused too: the one the extension is handed now is its last.
    await t.ctx.db
      .update(publications)
      .set({ attempt: MAX_ATTEMPTS - 1 })
      .where(eq(publications.answerId, answer.id));
    await t.drainJobs();
    const last = await claim(user);
    const [, message, code] = refusals[0];

    await report(user, last.id, { status: 'failed', failure: { kind: 'rate_limit', message, code } });
    await t.drainJobs();

    const failed = (await publicationOf(t, user, answer.id))!;
    expect(failed).toMatchObject({ status: 'failed', attempt: MAX_ATTEMPTS });
    expect(failed.error).toBe(
      `LinkedIn said: ${message}. Inroad stopped after ${MAX_ATTEMPTS} attempts; retry once LinkedIn takes posts again`,
    );
    expect(await noticeMessages(user)).toContain(`Post not published: ${failed.error}`);

    // Retried while the pause lasts, it waits for the pause's end: the wait is no attempt, and does not fail it.
    expectOk(await t.call(retryPublication, { token: user.token, body: { id: failed.id } }), 200);
    await t.drainJobs();
    const waiting = (await publicationOf(t, user, answer.id))!;
    expect(waiting.status).toBe('scheduled');
    expect(new Date(waiting.runAt).getTime()).toBeGreaterThan(Date.now() + 3600_000);
  });
});
