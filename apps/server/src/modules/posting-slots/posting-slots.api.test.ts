import type { SavedAnswer, SavedAnswerOnly } from '@inroad/contracts/create';
import {
  type NextFreeSlot,
  NO_POSTING_SLOTS_MESSAGE,
  POSTING_SLOTS_MAX,
  type PostingSlot,
} from '@inroad/contracts/posting-slots';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, 'slots@example.com');
  other = await signUp(t, 'slots-other@example.com');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const slots = (user: TestUser) => t.request<PostingSlot[]>('GET', '/user/posting_slots', { token: user.token });
const add = (user: TestUser, body: unknown) =>
  t.request<PostingSlot>('POST', '/user/posting_slots', { token: user.token, body });
const remove = (user: TestUser, id: unknown) =>
  t.request('DELETE', '/user/posting_slots', { token: user.token, body: { id } });
const preview = (user: TestUser) => t.request<NextFreeSlot>('GET', '/create/next_free_slot', { token: user.token });

function post(user: TestUser, body: Record<string, unknown>) {
  return t.request<SavedAnswer>('POST', '/create/answer', {
    token: user.token,
    body: {
      manualIdea: 'Forecasting',
      postContent: 'A post',
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      ...body,
    },
  });
}

async function clearSlots(user: TestUser) {
  for (const slot of (await slots(user)).body) await remove(user, slot.id);
}

describe('posting slots', () => {
  it('keeps weekly slots, Monday first and by time, and removes them', async () => {
    expect((await slots(owner)).body).toEqual([]);
    const thursday = await add(owner, { weekday: 'thu', time: '09:00' });
    expect(thursday.status).toBe(200);
    expect(thursday.body).toMatchObject({ weekday: 'thu', time: '09:00' });
    await add(owner, { weekday: 'tue', time: '17:30' });
    await add(owner, { weekday: 'tue', time: '08:15' });
    expect((await slots(owner)).body.map((s) => `${s.weekday} ${s.time}`)).toEqual([
      'tue 08:15',
      'tue 17:30',
      'thu 09:00',
    ]);
    expect((await remove(owner, thursday.body.id)).status).toBe(200);
    expect((await slots(owner)).body.map((s) => s.weekday)).toEqual(['tue', 'tue']);
    await clearSlots(owner);
  });

  it('answers bad slots with a 4xx naming the field', async () => {
    const badDay = await add(owner, { weekday: 'funday', time: '09:00' });
    expect(badDay.status).toBe(400);
    expect(badDay.body).toMatchObject({ message: expect.stringMatching(/^weekday: /) });
    for (const time of ['9:00', '24:00', '12:60', '', 900]) {
      const badTime = await add(owner, { weekday: 'mon', time });
      expect(badTime.status, String(time)).toBe(400);
      expect(badTime.body).toMatchObject({ message: expect.stringMatching(/^time: /) });
    }
    expect((await add(owner, { weekday: 'mon', time: '09:00', extra: 1 })).status).toBe(400);
    await add(owner, { weekday: 'mon', time: '09:00' });
    const twice = await add(owner, { weekday: 'mon', time: '09:00' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: 'time: Monday at 09:00 is already a posting slot' });
    await clearSlots(owner);
  });

  it('caps the number of slots', async () => {
    const user = await signUp(t);
    for (let i = 0; i < POSTING_SLOTS_MAX; i++) {
      expect((await add(user, { weekday: 'wed', time: `${String(i).padStart(2, '0')}:00` })).status).toBe(200);
    }
    const over = await add(user, { weekday: 'wed', time: '23:30' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ message: expect.stringMatching(/^weekday: at most/) });
  });

  it("keeps one user's slots from another", async () => {
    const mine = await add(owner, { weekday: 'fri', time: '10:00' });
    expect((await slots(other)).body).toEqual([]);
    expect((await remove(other, mine.body.id)).status).toBe(404);
    expect((await slots(owner)).body).toHaveLength(1);
    await clearSlots(owner);
  });
});

describe('next free slot', () => {
  it('says how to add slots when there are none, and refuses to schedule for one', async () => {
    expect((await preview(owner)).body).toEqual({ scheduledTime: null, message: NO_POSTING_SLOTS_MESSAGE });
    const saved = await post(owner, { schedule: 'next_free_slot' });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ message: NO_POSTING_SLOTS_MESSAGE });
  });

  it("schedules posts into the user's free slots in their time zone, one post per slot", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-11-25, 20:00 UTC = 15:00 in New York.
    vi.setSystemTime(new Date('2026-11-25T20:00:00Z'));
    const user = await signUp(t);
    await t.request('PUT', '/user/settings', { token: user.token, body: { timeZone: 'America/New_York' } });
    await add(user, { weekday: 'tue', time: '09:00' });
    await add(user, { weekday: 'thu', time: '09:00' });
    expect((await preview(user)).body).toEqual({ scheduledTime: '2026-11-26 14:00:00', message: null });

    const first = await post(user, { schedule: 'next_free_slot' });
    expect(first.status).toBe(200);
    expect(first.body.answer).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 14:00:00' });
    const second = await post(user, { schedule: 'next_free_slot' });
    expect(second.body.answer.scheduledTime).toBe('2026-12-01 14:00:00');
    // A custom date on a slot takes it too; a draft does not.
    await post(user, { schedule: 'custom_date', scheduledTime: '2026-12-03 14:00:00' });
    await post(user, { schedule: 'none' });
    expect((await preview(user)).body.scheduledTime).toBe('2026-12-08 14:00:00');

    // Moving the first post off its slot frees it again; editing a post onto the next free slot works too.
    const moved = await t.request<SavedAnswerOnly>('POST', '/create/answer/reschedule', {
      token: user.token,
      body: { id: first.body.answer.id, scheduledTime: '2026-11-27 15:00:00' },
    });
    expect(moved.status).toBe(200);
    const draft = await post(user, { schedule: 'none' });
    const edited = await t.request<SavedAnswerOnly>('PUT', `/answers/${draft.body.answer.id}`, {
      token: user.token,
      body: { schedule: 'next_free_slot' },
    });
    expect(edited.body.answer).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 14:00:00' });
  });

  it('gives racing saves different slots: new posts and edited drafts fired at once never share one', async () => {
    const user = await signUp(t);
    for (const weekday of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const) {
      await add(user, { weekday, time: '09:00' });
    }
    const drafts = await Promise.all([1, 2].map(() => post(user, { schedule: 'none' })));
    const results = await Promise.all([
      ...[1, 2, 3, 4].map(() => post(user, { schedule: 'next_free_slot' })),
      ...drafts.map((draft) =>
        t.request<SavedAnswerOnly>('PUT', `/answers/${draft.body.answer.id}`, {
          token: user.token,
          body: { schedule: 'next_free_slot' },
        }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const times = results.map((r) => r.body.answer.scheduledTime);
    expect(times.every((time) => time !== null)).toBe(true);
    expect(new Set(times).size).toBe(times.length);
  });
});
