import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDraft, planWithIdea, saveAnswerAs } from '../../../test/create-fixtures.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { contentAnswers } from '../../db/schema/create.ts';
import type { JobQueue, SendOptions } from '../../jobs/queue.ts';
import { ASAP_PICKUP_DELAY_SECONDS, setTarget, syncItemSchedule, syncItemScheduleIn } from './publishing.service.ts';

// When a publish job may be picked up: the due time of an 'as soon as possible' post is now. Made ASAP by a change of
// schedule, its first job waits a few seconds, so that a destination sent right after reaches it before it goes out;
// a new post is saved with where it goes, and goes at once.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, 'asap-pickup@example.com');
});
afterAll(() => t.close());

/** The queue's sends, recorded instead of run: what is asserted here is when each job may start. */
function recordingQueue(): { queue: JobQueue; sent: { name: string; options: SendOptions }[] } {
  const sent: { name: string; options: SendOptions }[] = [];
  const queue = {
    ...t.ctx.queue,
    async send(name: string, _payload: unknown, options: SendOptions = {}) {
      sent.push({ name, options });
    },
  } as JobQueue;
  return { queue, sent };
}

async function asapAnswer(): Promise<number> {
  const { idea } = await planWithIdea(t, owner);
  const saved = expectOk(await saveAnswerAs(t, owner, answerDraft(idea.id, { schedule: 'none' })));
  const id = saved.body.answer.id;
  // Scheduled with no time: 'as soon as possible'.
  await t.ctx.db
    .update(contentAnswers)
    .set({ status: 'scheduled', scheduledTime: null })
    .where(eq(contentAnswers.id, id));
  return id;
}

describe('an ASAP post', () => {
  it('waits a few seconds before its job is picked up, and a destination chosen meanwhile goes out at once', async () => {
    const answerId = await asapAnswer();
    const { queue, sent } = recordingQueue();
    const ctx = { db: t.ctx.db, queue };
    await syncItemSchedule(ctx, owner.userId, { answerId });
    expect(sent).toEqual([
      { name: 'publish-post', options: expect.objectContaining({ startAfterSeconds: ASAP_PICKUP_DELAY_SECONDS }) },
    ]);

    await setTarget(ctx, owner.userId, { answerId, integrationId: null });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.options.startAfterSeconds).toBeUndefined();
  });

  it('saved with where it goes, or as a new post going to the default, is picked up at once', async () => {
    for (const options of [{ target: { integrationId: null } }, { destinationFinal: true }]) {
      const answerId = await asapAnswer();
      const { queue, sent } = recordingQueue();
      await t.ctx.db.transaction((tx) =>
        syncItemScheduleIn({ db: t.ctx.db, queue }, tx, owner.userId, { answerId }, options),
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]?.options.startAfterSeconds).toBeUndefined();
    }
  });

  it('a post scheduled for a time waits for that time only, sent as the time itself', async () => {
    const answerId = await asapAnswer();
    const inAnHour = new Date(Date.now() + 3_600_000);
    await t.ctx.db.update(contentAnswers).set({ scheduledTime: inAnHour }).where(eq(contentAnswers.id, answerId));
    const { queue, sent } = recordingQueue();
    await syncItemSchedule({ db: t.ctx.db, queue }, owner.userId, { answerId });
    // A delay would count from the transaction's start, and the job would come before the post is due.
    expect(sent[0]?.options.startAfter?.getTime()).toBe(inAnHour.getTime());
    expect(sent[0]?.options.startAfterSeconds).toBeUndefined();
  });
});
