import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { saveAnswer, updateAnswer } from '@inroad/contracts/create';
import type { EndpointBody } from '@inroad/contracts/endpoint';
import {
  addPostingSlot,
  deletePostingSlot,
  getNextFreeSlot,
  listPostingSlots,
  NO_POSTING_SLOTS_MESSAGE,
  POSTING_SLOTS_MAX,
} from '@inroad/contracts/posting-slots';
import { updateUserSettings } from '@inroad/contracts/user';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

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

const slots = (user: TestUser) => t.call(listPostingSlots, { token: user.token });
const add = (user: TestUser, body: EndpointBody<typeof addPostingSlot>) =>
  t.call(addPostingSlot, { token: user.token, body });
const remove = (user: TestUser, id: number) => t.call(deletePostingSlot, { token: user.token, body: { id } });
const preview = (user: TestUser) => t.call(getNextFreeSlot, { token: user.token });

async function post(user: TestUser, body: Partial<EndpointBody<typeof saveAnswer>>) {
  return t.call(saveAnswer, {
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
  for (const slot of expectOk(await slots(user)).body) await remove(user, slot.id);
}

describe('posting slots', () => {
  it('keeps weekly slots, Monday first and by time, and removes them', async () => {
    expect((await slots(owner)).body).toEqual([]);
    const thursday = expectOk(await add(owner, { weekday: 'thu', time: '09:00' }));
    expect(thursday.status).toBe(200);
    expect(thursday.body).toMatchObject({ weekday: 'thu', time: '09:00' });
    await add(owner, { weekday: 'tue', time: '17:30' });
    await add(owner, { weekday: 'tue', time: '08:15' });
    expect(expectOk(await slots(owner)).body.map((s) => `${s.weekday} ${s.time}`)).toEqual([
      'tue 08:15',
      'tue 17:30',
      'thu 09:00',
    ]);
    expect((await remove(owner, thursday.body.id)).status).toBe(200);
    expect(expectOk(await slots(owner)).body.map((s) => s.weekday)).toEqual(['tue', 'tue']);
    await clearSlots(owner);
  });

  it('answers bad slots with a 4xx naming the field', async () => {
    const badDay = await t.request(addPostingSlot.method, addPostingSlot.path, {
      token: owner.token,
      body: { weekday: 'funday', time: '09:00' },
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body).toMatchObject({ message: expect.stringMatching(/^weekday: /) });
    for (const time of ['9:00', '24:00', '12:60', '', 900]) {
      const badTime = await t.request(addPostingSlot.method, addPostingSlot.path, {
        token: owner.token,
        body: { weekday: 'mon', time },
      });
      expect(badTime.status, String(time)).toBe(400);
      expect(badTime.body).toMatchObject({ message: expect.stringMatching(/^time: /) });
    }
    const extra = { weekday: 'mon', time: '09:00', extra: 1 };
    expect(
      (await t.request(addPostingSlot.method, addPostingSlot.path, { token: owner.token, body: extra })).status,
    ).toBe(400);
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
    const mine = expectOk(await add(owner, { weekday: 'fri', time: '10:00' }));
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
    await t.call(updateUserSettings, { token: user.token, body: { timeZone: 'America/New_York' } });
    await add(user, { weekday: 'tue', time: '09:00' });
    await add(user, { weekday: 'thu', time: '09:00' });
    expect((await preview(user)).body).toEqual({ scheduledTime: '2026-11-26 14:00:00', message: null });

    const first = expectOk(await post(user, { schedule: 'next_free_slot' }), 200);
    expect(first.body.answer).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 14:00:00' });
    const second = expectOk(await post(user, { schedule: 'next_free_slot' }));
    expect(second.body.answer.scheduledTime).toBe('2026-12-01 14:00:00');
    // A custom date on a slot takes it too; a draft does not.
    await post(user, { schedule: 'custom_date', scheduledTime: '2026-12-03 14:00:00' });
    await post(user, { schedule: 'none' });
    expect(expectOk(await preview(user)).body.scheduledTime).toBe('2026-12-08 14:00:00');

    // Moving the first post off its slot frees it again; editing a post onto the next free slot works too.
    const moved = await t.call(rescheduleAnswer, {
      token: user.token,
      body: { id: first.body.answer.id, scheduledTime: '2026-11-27 15:00:00' },
    });
    expect(moved.status).toBe(200);
    const draft = expectOk(await post(user, { schedule: 'none' }));
    const edited = expectOk(
      await t.call(updateAnswer, {
        token: user.token,
        body: { schedule: 'next_free_slot' },
        params: { id: draft.body.answer.id },
      }),
    );
    expect(edited.body.answer).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 14:00:00' });
  });

  it("counts a scheduled variant of a post as holding its slot, as it does the post's own", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-11-25, 20:00 UTC; the user's time zone is UTC.
    vi.setSystemTime(new Date('2026-11-25T20:00:00Z'));
    const user = await signUp(t);
    await add(user, { weekday: 'thu', time: '09:00' });
    const answer = expectOk(await post(user, { schedule: 'none' }));
    const withVariant = expectOk(
      await post(user, {
        contentAnswerId: answer.body.answer.id,
        schedule: 'custom_date',
        scheduledTime: '2026-11-26 09:00:00',
      }),
    );
    expect(withVariant.body.variant).toMatchObject({ status: 'scheduled', scheduledTime: '2026-11-26 09:00:00' });
    expect(expectOk(await preview(user)).body.scheduledTime).toBe('2026-12-03 09:00:00');
  });

  it('gives racing saves different slots: new posts and edited drafts fired at once never share one', async () => {
    const user = await signUp(t);
    for (const weekday of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const) {
      await add(user, { weekday, time: '09:00' });
    }
    const drafts = (await Promise.all([1, 2].map(() => post(user, { schedule: 'none' })))).map((r) => expectOk(r));
    const results = await Promise.all([
      ...[1, 2, 3, 4].map(() => post(user, { schedule: 'next_free_slot' })),
      ...drafts.map((draft) =>
        t.call(updateAnswer, {
          token: user.token,
          body: { schedule: 'next_free_slot' },
          params: { id: draft.body.answer.id },
        }),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const times = results.map((r) => (r.ok ? r.body.answer.scheduledTime : null));
    expect(times.every((time) => time !== null)).toBe(true);
    expect(new Set(times).size).toBe(times.length);
  });
});
