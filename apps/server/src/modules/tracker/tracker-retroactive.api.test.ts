import type { TrackerRetroactive } from '@inroad/contracts/tracker';
import { createTracker, listTrackers, RETROACTIVE_STALL_MS, rerunTrackerRetroactive } from '@inroad/contracts/tracker';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildNormalizedPost,
  buildTrackerBody,
  buildWebinarTrackerBody,
  ingest,
  signUp,
  type TestUser,
} from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { type StoredTrackerRetroactive, trackers } from '../../db/schema/index.ts';
import { applyTrackerToLatestPosts } from '../ingest/retroactive-tagging.ts';
import { trackerApplyJob } from '../ingest/tracker-apply.job.ts';

// A retroactive run stopped by a crash (the server or its worker killed mid-run) must not read 'running' for
// ever: once its progress is older than the stall deadline it reads as failed and can be run again, and the
// queue's own retry of the killed job runs it to the end.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function retroactiveOf(user: TestUser, id: string): Promise<TrackerRetroactive | null | undefined> {
  const res = expectOk(await t.call(listTrackers, { token: user.token }), 200);
  return res.body.find((tracker) => tracker.id === id)?.retroactive;
}

/** What a process killed mid-run leaves behind: 'running', with its last progress saved `progressAt`. */
async function leaveRunning(id: string, progressAt: string) {
  const stopped: StoredTrackerRetroactive = {
    lastN: 10,
    analyzed: 1,
    tagged: 0,
    running: true,
    aiRules: false,
    failed: false,
    progressAt,
  };
  await t.ctx.db.update(trackers).set({ retroactive: stopped }).where(eq(trackers.id, id));
}

/** A user with three posts, two about webinars, and a tracker for them that already ran over the last 10. */
async function webinarTracker() {
  const user = await signUp(t);
  // Posted an hour apart, so the newest two are one webinar and the post about nothing, whatever their ids.
  await ingest(t, user, [
    buildNormalizedPost({ content: 'Webinar on forecasting', postedAt: minutesAgo(180) }),
    buildNormalizedPost({ content: 'Nothing to see', postedAt: minutesAgo(120) }),
    buildNormalizedPost({ content: 'Another webinar next week', postedAt: minutesAgo(60) }),
  ]);
  const res = expectOk(
    await t.call(createTracker, {
      token: user.token,
      body: buildWebinarTrackerBody(10),
    }),
    200,
  );
  await t.drainJobs();
  return { user, id: res.body.id };
}

const finished = { lastN: 10, analyzed: 3, tagged: 2, running: false, aiRules: false, failed: false };

describe('trackers: a retroactive run stopped by a crash', () => {
  it('reads as running while its progress is fresh, and as failed once it is older than the deadline', async () => {
    const { user, id } = await webinarTracker();
    expect(await retroactiveOf(user, id)).toEqual(finished);

    await leaveRunning(id, minutesAgo(1));
    expect(await retroactiveOf(user, id)).toMatchObject({ running: true, failed: false });

    await leaveRunning(id, minutesAgo(RETROACTIVE_STALL_MS / 60_000 + 1));
    expect(await retroactiveOf(user, id)).toEqual({ ...finished, analyzed: 1, tagged: 0, failed: true });
  });

  it('runs again when asked, to the end; not while a live run holds the tracker', async () => {
    const { user, id } = await webinarTracker();
    await leaveRunning(id, minutesAgo(1));
    const busy = await t.call(rerunTrackerRetroactive, { token: user.token, body: { id } });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ message: 'This tracker is still being applied to earlier posts' });

    await leaveRunning(id, minutesAgo(RETROACTIVE_STALL_MS / 60_000 + 1));
    const again = expectOk(await t.call(rerunTrackerRetroactive, { token: user.token, body: { id } }), 200);
    expect(again.body.retroactive).toEqual({ ...finished, analyzed: 0, tagged: 0, running: true });
    await t.drainJobs();
    expect(await retroactiveOf(user, id)).toEqual(finished);

    // Further back, by choice.
    const further = await t.call(rerunTrackerRetroactive, { token: user.token, body: { id, analyzeLastNPosts: 2 } });
    expect(further.status).toBe(200);
    await t.drainJobs();
    expect(await retroactiveOf(user, id)).toEqual({ ...finished, lastN: 2, analyzed: 2, tagged: 1 });
  });

  it('finishes when the queue retries the job killed mid-run', async () => {
    const { user, id } = await webinarTracker();
    const payload = { userId: user.userId, trackerId: id, lastN: 10 };
    // The process stops under the job: its signal aborts and the job goes back to the queue, still 'running'.
    const shutdown = new AbortController();
    shutdown.abort();
    await expect(trackerApplyJob.handle(t.ctx, [payload], shutdown.signal)).rejects.toThrow();
    expect(await retroactiveOf(user, id)).toEqual({ ...finished, analyzed: 0, tagged: 0, running: true });
    // The queue runs the job again, from the start: it ends with the full count.
    await trackerApplyJob.handle(t.ctx, [payload]);
    expect(await retroactiveOf(user, id)).toEqual(finished);
  });

  it('reads as failed at once when the run throws, and can be run again', async () => {
    const user = await signUp(t);
    await ingest(t, user, [buildNormalizedPost({ content: 'They raised prices again.' })]);
    const res = expectOk(
      await t.call(createTracker, {
        token: user.token,
        body: buildTrackerBody({
          tags: ['Price rises'],
          rules: [
            {
              ruleType: 'ai',
              field: 'content',
              inputs: [{ type: 'include', value: 'complains about a vendor price increase' }],
            },
          ],
        }),
      }),
    );
    const broken = {
      enrich: () => Promise.reject(new Error('AI provider unreachable')),
      judgeFor: () => {
        throw new Error('AI provider unreachable');
      },
    };
    await expect(
      applyTrackerToLatestPosts({
        db: t.ctx.db,
        userId: user.userId,
        trackerId: res.body.id,
        lastN: 5,
        enricher: broken,
      }),
    ).rejects.toThrow('AI provider unreachable');
    expect(await retroactiveOf(user, res.body.id)).toEqual({
      lastN: 5,
      analyzed: 0,
      tagged: 0,
      running: false,
      aiRules: true,
      failed: true,
    });
    const again = await t.call(rerunTrackerRetroactive, { token: user.token, body: { id: res.body.id } });
    expect(again.status).toBe(200);
    await t.drainJobs();
    expect(await retroactiveOf(user, res.body.id)).toEqual({
      lastN: 5,
      analyzed: 1,
      tagged: 1,
      running: false,
      aiRules: true,
      failed: false,
    });
  });

  it('answers 404 for another user’s tracker and 400 when there is no earlier run to repeat', async () => {
    const { id } = await webinarTracker();
    const other = await signUp(t);
    const foreign = await t.call(rerunTrackerRetroactive, { token: other.token, body: { id } });
    expect(foreign.status).toBe(404);
    const plain = expectOk(await t.call(createTracker, { token: other.token, body: buildTrackerBody() }));
    const never = await t.call(rerunTrackerRetroactive, { token: other.token, body: { id: plain.body.id } });
    expect(never.status).toBe(400);
    expect(never.body).toMatchObject({
      message: 'analyzeLastNPosts: required: this tracker has not been run over earlier posts',
    });
    const zero = await t.call(rerunTrackerRetroactive, {
      token: other.token,
      body: { id: plain.body.id, analyzeLastNPosts: 0 },
    });
    expect(zero.status).toBe(400);
    expect(await retroactiveOf(other, plain.body.id)).toBeNull();
  });
});
