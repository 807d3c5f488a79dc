import { formatScheduledTime } from '@inroad/contracts/create-schedule';
import {
  type AddPostingSlotBody,
  type NextFreeSlot,
  POSTING_SLOTS_MAX,
  type PostingSlot,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@inroad/contracts/posting-slots';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { lockUser, userTimeZone } from '../user/user.queries.ts';
import { type NextFreeSlotResult, nextFreeSlot } from './next-free-slot.ts';
import * as q from './posting-slots.queries.ts';

type Deps = { db: Db; userId: string };

const toSlot = (row: q.PostingSlotRow): PostingSlot => ({ id: row.id, weekday: row.weekday, time: row.time });

/** Monday first, then by time of day (`HH:MM` text sorts in clock order). */
export async function listSlots({ db, userId }: Deps): Promise<PostingSlot[]> {
  const rows = await q.listSlots(db, userId);
  return rows
    .map(toSlot)
    .sort((a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.time.localeCompare(b.time));
}

export async function addSlot({ db, userId, input }: Deps & { input: AddPostingSlotBody }): Promise<PostingSlot> {
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the count.
    await lockUser(tx, userId);
    if ((await q.countSlots(tx, userId)) >= POSTING_SLOTS_MAX) {
      throw new AppError('CONFLICT', `weekday: at most ${POSTING_SLOTS_MAX} posting slots; remove one first`);
    }
    const row = await q.insertSlot(tx, { userId, weekday: input.weekday, time: input.time });
    if (!row) {
      throw new AppError(
        'CONFLICT',
        `time: ${WEEKDAY_LABELS[input.weekday]} at ${input.time} is already a posting slot`,
      );
    }
    return toSlot(row);
  });
}

export async function deleteSlot({ db, userId, id }: Deps & { id: number }): Promise<void> {
  if (!(await q.deleteSlot(db, userId, id))) throw notFound('Posting slot');
}

/** The earliest of the user's slots after `now` that no scheduled or published post holds. */
export async function findNextFreeSlot(options: {
  db: DbOrTx;
  userId: string;
  timeZone: string;
  now: Date;
}): Promise<NextFreeSlotResult> {
  const { db, userId, now } = options;
  // One after the other: in a transaction both would go to its one connection, which runs a query at a time (pg
  // queues a second one with a deprecation warning now and will refuse it).
  const slots = await q.listSlots(db, userId);
  const taken = await q.takenTimes(db, userId, now);
  return nextFreeSlot({ slots, taken, timeZone: options.timeZone, now });
}

/**
 * Holds the user's schedule until the transaction ends: a second save looking for the next free slot waits here
 * and then sees the slot the first one took.
 */
export async function holdPostingSchedule(tx: DbOrTx, userId: string): Promise<void> {
  await lockUser(tx, userId);
}

/** GET /create/next_free_slot: what the schedule step shows beside 'Next free slot'. */
export async function previewNextFreeSlot(options: Deps & { now?: Date }): Promise<NextFreeSlot> {
  const timeZone = await userTimeZone(options.db, options.userId);
  const found = await findNextFreeSlot({ ...options, timeZone, now: options.now ?? new Date() });
  return found.ok
    ? { scheduledTime: formatScheduledTime(found.instant), message: null }
    : { scheduledTime: null, message: found.message };
}
