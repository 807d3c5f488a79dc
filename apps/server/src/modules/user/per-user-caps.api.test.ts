import { SOURCES_MAX, TRACKERS_MAX } from '@inroad/contracts/constants';
import { addPostingSlot, POSTING_SLOTS_MAX } from '@inroad/contracts/posting-slots';
import { CreateSourceBody, createSource } from '@inroad/contracts/source';
import { createTracker } from '@inroad/contracts/tracker';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhileWriting } from '../../../test/concurrent-write.ts';
import { buildSourceBody, buildTrackerBody, signUp, type TestUser } from '../../../test/factories.ts';
import { expectError, startTestApp, type TestApp } from '../../../test/harness.ts';
import { postingSlots, sources, trackers } from '../../db/schema/index.ts';
import { createSource as createSourceIn } from '../source/source.service.ts';

// A user's Data Feeds, trackers and posting slots are capped. The count and the insert are one transaction under a
// lock on the user's row: under PostgreSQL's READ COMMITTED, creates sent at the same moment each counted the rows
// before any of them was inserted, and all of them passed the cap.

const AT_ONCE = 6;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function rowsOf(table: typeof sources | typeof trackers | typeof postingSlots, user: TestUser) {
  const [row] = await t.ctx.db.select({ n: count() }).from(table).where(eq(table.userId, user.userId));
  return row?.n;
}

/** Sends AT_ONCE creates together; answers their statuses and the first refusal's message. */
async function createAtOnce(create: (i: number) => Promise<{ status: number; body: unknown }>) {
  const responses = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => create(i)));
  const statuses = responses.map((response) => response.status).sort();
  const refusal = responses.find((response) => response.status === 409)?.body;
  return { statuses, refusal };
}

const FEEDS_FULL = `You can have at most ${SOURCES_MAX} Data Feeds; delete one to add another`;

/** A new user with one Data Feed fewer than the cap, written straight to the database. */
async function userOneFeedBelowTheCap(): Promise<TestUser> {
  const user = await signUp(t);
  await t.ctx.db.insert(sources).values(
    Array.from({ length: SOURCES_MAX - 1 }, (_, i) => ({
      userId: user.userId,
      name: `Feed ${i}`,
      platform: 'linkedin' as const,
      followedEntityType: 'search' as const,
      query: 'pipeline',
      dateRange: 'past-week' as const,
    })),
  );
  return user;
}

const oneThenRefused = [200, ...Array.from({ length: AT_ONCE - 1 }, () => 409)];

describe('per-user caps, with creates sent at the same moment', () => {
  it(`Data Feeds: one more than ${SOURCES_MAX - 1} is created, the rest are refused`, async () => {
    const user = await userOneFeedBelowTheCap();
    const { statuses, refusal } = await createAtOnce(() =>
      t.call(createSource, { token: user.token, body: buildSourceBody() }),
    );
    expect(statuses).toEqual(oneThenRefused);
    expect(refusal).toMatchObject({ message: FEEDS_FULL });
    expect(await rowsOf(sources, user)).toBe(SOURCES_MAX);
  });

  it('Data Feeds: a create sent while another is being written waits for it, then is refused', async () => {
    const user = await userOneFeedBelowTheCap();
    // The last feed there is room for, written by a create of its own, not yet committed when the request comes.
    const response = await sendWhileWriting(
      t,
      async (tx) => {
        await createSourceIn({ db: tx, userId: user.userId, body: CreateSourceBody.parse(buildSourceBody()) });
      },
      () => t.call(createSource, { token: user.token, body: buildSourceBody() }),
    );
    expect(expectError(response, 409).body.message).toBe(FEEDS_FULL);
    expect(await rowsOf(sources, user)).toBe(SOURCES_MAX);
  });

  it(`trackers: one more than ${TRACKERS_MAX - 1} is created, the rest are refused`, async () => {
    const user = await signUp(t);
    await t.ctx.db.insert(trackers).values(
      Array.from({ length: TRACKERS_MAX - 1 }, (_, i) => ({
        userId: user.userId,
        name: `Tracker ${i}`,
        platform: 'all' as const,
      })),
    );
    const { statuses, refusal } = await createAtOnce(() =>
      t.call(createTracker, { token: user.token, body: buildTrackerBody() }),
    );
    expect(statuses).toEqual(oneThenRefused);
    expect(refusal).toMatchObject({
      message: `You can have at most ${TRACKERS_MAX} trackers; delete one to add another`,
    });
    expect(await rowsOf(trackers, user)).toBe(TRACKERS_MAX);
  });

  it(`posting slots: one more than ${POSTING_SLOTS_MAX - 1} is added, the rest are refused`, async () => {
    const user = await signUp(t);
    await t.ctx.db.insert(postingSlots).values(
      Array.from({ length: POSTING_SLOTS_MAX - 1 }, (_, i) => ({
        userId: user.userId,
        weekday: 'mon' as const,
        time: `${String(i).padStart(2, '0')}:00`,
      })),
    );
    // Each at a different time: the one-slot-per-time key cannot refuse them.
    const { statuses, refusal } = await createAtOnce((i) =>
      t.call(addPostingSlot, { token: user.token, body: { weekday: 'tue', time: `${String(i).padStart(2, '0')}:30` } }),
    );
    expect(statuses).toEqual(oneThenRefused);
    expect(refusal).toMatchObject({ message: `weekday: at most ${POSTING_SLOTS_MAX} posting slots; remove one first` });
    expect(await rowsOf(postingSlots, user)).toBe(POSTING_SLOTS_MAX);
  });
});
