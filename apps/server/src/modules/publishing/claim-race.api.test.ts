import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import {
  createContentGroup,
  createContentIdea,
  createContentPlan,
  deleteContentIdea,
} from '@inroad/contracts/content-plan';
import { deleteAnswer, saveAnswer, updateAnswer } from '@inroad/contracts/create';
import { formatScheduledTime } from '@inroad/contracts/create-schedule';
import {
  LOCKED_POST_MESSAGES,
  POST_IN_HAND_MESSAGE,
  retryPublication,
  SCOPE_IN_HAND_MESSAGES,
  setPublicationTarget,
} from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhileWriting } from '../../../test/concurrent-write.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { publicationOf, schedulePost } from '../../../test/publishing-fixtures.ts';
import type { Tx } from '../../db/client.ts';
import { contentAnswers, publications } from '../../db/schema/index.ts';
import { claimInstruction } from '../instructions/instructions.service.ts';
import { LEASE_MS } from './publisher.ts';
import { claim, publicationById, updateFailedAttempt } from './publishing.queries.ts';
import { syncItemScheduleIn } from './publishing.service.ts';

// A delete or a change, and a claim of the post (a worker's or the extension's) or the extension's report, at the same
// moment: the check that the post is still in the queue and the delete or change are one transaction, under the locks
// the claim takes. Checked apart (a read, then the write), a claim landing in between lost its post from under the
// worker, which published it all the same; or the post went out with one text while the queue showed another; or a
// new time put it back in the queue, to go out twice.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newUser = () => signUp(t, `claim-race-${++counter}-${Date.now()}@example.com`);

/** The request, sent while a worker claims the post's publication with the publisher's own claim. */
async function sendWhileClaiming<T>(user: TestUser, answerId: number, send: () => Promise<T>): Promise<T> {
  const publication = (await publicationById(t.ctx.db, (await publicationOf(t, user, answerId))!.id))!;
  const byWorker = async (tx: Tx) => {
    const claimed = await claim(tx, {
      id: publication.id,
      version: publication.version,
      token: 'worker-during-request',
      now: new Date(),
      leaseMs: LEASE_MS,
    });
    expect(claimed?.status).toBe('publishing');
  };
  return sendWhileWriting(t, byWorker, send);
}

describe('a delete while a worker claims the post', () => {
  it('deleting the post waits for the claim, then refuses with why; the post stays with the worker', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Claimed while being deleted');

    const response = await sendWhileClaiming(user, answer.id, () =>
      t.call(deleteAnswer, { token: user.token, body: { id: answer.id } }),
    );

    expect(expectError(response, 409).body.message).toBe(POST_IN_HAND_MESSAGE);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });
  });

  it('deleting its idea waits for the claim, then refuses with why; the idea and the post stay', async () => {
    const user = await newUser();
    const token = user.token;
    const plan = expectOk(await t.call(createContentPlan, { token, body: { type: 'blank', name: 'Launch' } }), 200);
    const topic = expectOk(
      await t.call(createContentGroup, { token, body: { contentPlanId: plan.body.contentPlanId, name: 'Pricing' } }),
    );
    const idea = expectOk(
      await t.call(createContentIdea, {
        token,
        body: { contentGroupId: topic.body.contentGroup.id, idea: 'Why we doubled our price' },
      }),
    ).body.contentIdea;
    const saved = await t.call(saveAnswer, {
      token,
      body: {
        contentIdeaId: idea.id,
        postContent: 'Doubled',
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        schedule: 'asap',
      },
    });
    const answer = expectOk(saved, 200).body.answer;

    const response = await sendWhileClaiming(user, answer.id, () =>
      t.call(deleteContentIdea, { token, body: { id: idea.id } }),
    );

    expect(expectError(response, 409).body.message).toBe(SCOPE_IN_HAND_MESSAGES.idea);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });
  });
});

describe('a delete or a change while the extension claims the post', () => {
  /** A post handed to the extension, and the request sent while the extension's claim of it is under way. */
  async function sendWhileExtensionClaims<T>(user: TestUser, send: (answerId: number) => Promise<T>) {
    const answer = await schedulePost(t, user, 'Claimed by the extension meanwhile');
    await t.drainJobs();
    const byExtension = async (tx: Tx) => {
      const claimed = await claimInstruction({
        db: tx,
        queue: t.ctx.queue,
        config: t.ctx.config.actions,
        userId: user.userId,
      });
      expect(claimed.instruction?.type).toBe('publish_post');
    };
    return { answer, response: await sendWhileWriting(t, byExtension, () => send(answer.id)) };
  }

  it('deleting the post waits for the claim, then refuses with why', async () => {
    const user = await newUser();
    const { answer, response } = await sendWhileExtensionClaims(user, (id) =>
      t.call(deleteAnswer, { token: user.token, body: { id } }),
    );
    expect(expectError(response, 409).body.message).toBe(POST_IN_HAND_MESSAGE);
    expect(await publicationOf(t, user, answer.id)).toMatchObject({ status: 'publishing' });
  });

  it('a new text waits for the claim, then refuses with why; the extension has the text it was handed', async () => {
    const user = await newUser();
    const { answer, response } = await sendWhileExtensionClaims(user, (id) =>
      t.call(updateAnswer, { token: user.token, params: { id }, body: { postContent: 'Changed meanwhile' } }),
    );
    expect(expectError(response, 409).body.message).toBe(LOCKED_POST_MESSAGES.publishing);
    const [stored] = await t.ctx.db.select().from(contentAnswers).where(eq(contentAnswers.id, answer.id));
    expect(stored?.postContent).toBe('Claimed by the extension meanwhile');
  });
});

describe('a change while a worker claims the post', () => {
  const inHours = (hours: number) => formatScheduledTime(new Date(Date.now() + hours * 3600_000));
  const changes = [
    [
      'a new text',
      (user: TestUser, id: number) =>
        t.call(updateAnswer, { token: user.token, params: { id }, body: { postContent: 'Changed meanwhile' } }),
    ],
    [
      'a new time',
      (user: TestUser, id: number) =>
        t.call(updateAnswer, {
          token: user.token,
          params: { id },
          body: { schedule: 'custom_date', scheduledTime: inHours(5) },
        }),
    ],
    [
      'a move on the calendar',
      (user: TestUser, id: number) =>
        t.call(rescheduleAnswer, { token: user.token, body: { id, scheduledTime: inHours(5) } }),
    ],
  ] as const;

  it.each(changes)(
    '%s waits for the claim, then refuses with why; the post goes out once, as it was',
    async (_, change) => {
      const user = await newUser();
      const answer = await schedulePost(t, user, 'Claimed while being changed');

      const response = await sendWhileClaiming(user, answer.id, () => change(user, answer.id));

      expect(expectError(response, 409).body.message).toBe(LOCKED_POST_MESSAGES.publishing);
      const [stored] = await t.ctx.db.select().from(contentAnswers).where(eq(contentAnswers.id, answer.id));
      expect(stored).toMatchObject({ postContent: 'Claimed while being changed', scheduledTime: null });
      // Still the worker's: not put back in the queue for a second job to publish again.
      const publication = (await publicationOf(t, user, answer.id))!;
      expect(await publicationById(t.ctx.db, publication.id)).toMatchObject({
        status: 'publishing',
        claimToken: 'worker-during-request',
      });
    },
  );
});

describe('a retry while the extension reports, late, that the post went out', () => {
  it('waits for the report, then refuses: the post is published, and not put back in the queue', async () => {
    const user = await newUser();
    const answer = await schedulePost(t, user, 'Went out after all');
    const { id } = (await publicationOf(t, user, answer.id))!;
    // The queue gave up waiting for the extension's report: failed, saying the post may be on LinkedIn.
    await t.ctx.db.update(publications).set({ status: 'failed', attempt: 1 }).where(eq(publications.id, id));
    // The report, sent again once the extension was back, records it as published (recordLateExtensionPublished).
    const lateReport = async (tx: Tx) => {
      expect(await updateFailedAttempt(tx, id, 1, { status: 'published', networkPostId: 'urn:li:share:1' })).toBe(true);
    };

    const response = await sendWhileWriting(t, lateReport, () =>
      t.call(retryPublication, { token: user.token, body: { id } }),
    );

    expect(expectError(response, 409).body.message).toBe('Only a failed post can be retried; this one is published');
    expect(await publicationById(t.ctx.db, id)).toMatchObject({ status: 'published', version: 1 });
  });
});

describe('a schedule change and another change of one post at once', () => {
  /** A draft made scheduled, its change stored, and its sync making the publication when the next request arrives. */
  async function scheduledWithoutPublication(user: TestUser) {
    const saved = await t.call(saveAnswer, {
      token: user.token,
      body: {
        manualIdea: 'Twice',
        postContent: 'Changed twice at once',
        answerType: 'expert_tip',
        postFormat: 'longform_text',
      },
    });
    const answer = expectOk(saved, 200).body.answer;
    await t.ctx.db
      .update(contentAnswers)
      .set({ status: 'scheduled', scheduledTime: new Date(Date.now() + 3 * 3600_000) })
      .where(eq(contentAnswers.id, answer.id));
    const firstSync = (tx: Tx) => syncItemScheduleIn(t.ctx, tx, user.userId, { answerId: answer.id }, {});
    return { answer, firstSync };
  }
  const publicationsOf = (answerId: number) =>
    t.ctx.db.select().from(publications).where(eq(publications.answerId, answerId));

  it('a second time waits for the publication the first made and moves it: one publication, no error', async () => {
    const user = await newUser();
    const { answer, firstSync } = await scheduledWithoutPublication(user);
    const secondTime = formatScheduledTime(new Date(Date.now() + 5 * 3600_000));
    const body = { schedule: 'custom_date', scheduledTime: secondTime } as const;

    const response = await sendWhileWriting(t, firstSync, () =>
      t.call(updateAnswer, { token: user.token, params: { id: answer.id }, body }),
    );

    expectOk(response, 200);
    const rows = await publicationsOf(answer.id);
    expect(rows).toHaveLength(1);
    expect(formatScheduledTime(rows[0]!.runAt)).toBe(secondTime);
  });

  it('a destination waits for the publication the schedule made and goes on it: one publication, no error', async () => {
    const user = await newUser();
    const { answer, firstSync } = await scheduledWithoutPublication(user);

    const response = await sendWhileWriting(t, firstSync, () =>
      t.call(setPublicationTarget, { token: user.token, body: { answerId: answer.id, integrationId: null } }),
    );

    expect(expectOk(response, 200).body).toMatchObject({ answerId: answer.id, status: 'scheduled' });
    expect(await publicationsOf(answer.id)).toHaveLength(1);
  });
});
