import { NOT_MOVABLE_MESSAGE, rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { listUserPosts, saveAnswer } from '@inroad/contracts/create';
import { PAST_RESCHEDULE_MESSAGE } from '@inroad/contracts/create-schedule';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendWhileWriting } from '../../../test/concurrent-write.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { contentAnswers } from '../../db/schema/index.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, 'calendar@example.com');
  other = await signUp(t, 'calendar-other@example.com');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function scheduled(user: TestUser, schedule: Partial<EndpointBody<typeof saveAnswer>>) {
  const res = expectOk(
    await t.call(saveAnswer, {
      token: user.token,
      body: {
        manualIdea: 'Pipelines',
        postContent: 'A post',
        answerType: 'expert_tip',
        postFormat: 'longform_text',
        ...schedule,
      },
    }),
    200,
  );
  return res.body.answer;
}

const move = (user: TestUser, body: EndpointBody<typeof rescheduleAnswer>) =>
  t.call(rescheduleAnswer, { token: user.token, body });

describe('moving a post on the calendar', () => {
  it('moves a scheduled post to a later time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const answer = await scheduled(owner, { schedule: 'custom_date', scheduledTime: '2026-11-26 09:00:00' });
    const res = expectOk(await move(owner, { id: answer.id, scheduledTime: '2026-11-28 16:30:00' }), 200);
    expect(res.body.answer).toMatchObject({ id: answer.id, status: 'scheduled', scheduledTime: '2026-11-28 16:30:00' });
    const queue = expectOk(await t.call(listUserPosts, { token: owner.token }));
    expect(queue.body.find((a) => a.id === answer.id)?.scheduledTime).toBe('2026-11-28 16:30:00');
  });

  it('refuses a time that has passed, even earlier today, and keeps the old one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    const answer = await scheduled(owner, { schedule: 'custom_date', scheduledTime: '2026-11-26 09:00:00' });
    for (const scheduledTime of ['2026-11-25 11:59:00', '2026-11-25 12:00:00', '2025-01-01 00:00:00']) {
      const res = await move(owner, { id: answer.id, scheduledTime });
      expect(res.status, scheduledTime).toBe(400);
      expect(res.body).toMatchObject({ message: PAST_RESCHEDULE_MESSAGE });
    }
    expect((await move(owner, { id: answer.id, scheduledTime: '2026-11-25 12:01:00' })).status).toBe(200);
  });

  it('moves only scheduled posts, and only the owner’s', async () => {
    const draft = await scheduled(owner, { schedule: 'none' });
    const notScheduled = await move(owner, { id: draft.id, scheduledTime: '2030-01-01 09:00:00' });
    expect(notScheduled.status).toBe(409);
    expect(notScheduled.body).toMatchObject({ message: NOT_MOVABLE_MESSAGE });
    const mine = await scheduled(owner, { schedule: 'asap' });
    expect((await move(other, { id: mine.id, scheduledTime: '2030-01-01 09:00:00' })).status).toBe(404);
  });

  it('gives no time to a post unscheduled meanwhile (another tab)', async () => {
    const answer = await scheduled(owner, { schedule: 'custom_date', scheduledTime: '2030-01-01 09:00:00' });
    const moved = await sendWhileWriting(
      t,
      async (tx) => {
        await tx
          .update(contentAnswers)
          .set({ status: 'draft', scheduledTime: null })
          .where(eq(contentAnswers.id, answer.id));
      },
      () => move(owner, { id: answer.id, scheduledTime: '2030-01-02 09:00:00' }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ message: NOT_MOVABLE_MESSAGE });
    const [stored] = await t.ctx.db.select().from(contentAnswers).where(eq(contentAnswers.id, answer.id));
    expect(stored).toMatchObject({ status: 'draft', scheduledTime: null });
  });

  it('answers bad input with a 400 naming the field', async () => {
    const mine = await scheduled(owner, { schedule: 'asap' });
    const badTime = await move(owner, { id: mine.id, scheduledTime: '2030-02-30 09:00:00' });
    expect(badTime.status).toBe(400);
    expect(badTime.body).toMatchObject({ message: expect.stringMatching(/^scheduledTime: /) });
    const badId = await t.request(rescheduleAnswer.method, rescheduleAnswer.path, {
      token: owner.token,
      body: { id: 'x', scheduledTime: '2030-01-01 09:00:00' },
    });
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ message: expect.stringMatching(/^id: /) });
  });
});
