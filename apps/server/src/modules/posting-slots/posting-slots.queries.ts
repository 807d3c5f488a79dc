import type { Weekday } from '@inroad/contracts/posting-slots';
import { asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentAnswers, contentVariants, postingSlots } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type PostingSlotRow = typeof postingSlots.$inferSelect;

export async function listSlots(db: DbOrTx, userId: string): Promise<PostingSlotRow[]> {
  return db.select().from(postingSlots).where(ownedBy(postingSlots.userId, userId)).orderBy(asc(postingSlots.time));
}

export async function countSlots(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postingSlots).where(ownedBy(postingSlots.userId, userId));
  return row?.n ?? 0;
}

/** The new slot, or null when the user already has one at that weekday and time. */
export async function insertSlot(
  db: DbOrTx,
  row: { userId: string; weekday: Weekday; time: string },
): Promise<PostingSlotRow | null> {
  const [inserted] = await db.insert(postingSlots).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function deleteSlot(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(postingSlots)
    .where(ownedBy(postingSlots.userId, userId, eq(postingSlots.id, id)))
    .returning({ id: postingSlots.id });
  return rows.length > 0;
}

/** The times that rows of one post table (posts or their variants) hold after `after`, as takenTimes counts them. */
function timesHeldIn(db: DbOrTx, table: typeof contentAnswers | typeof contentVariants, userId: string, after: Date) {
  return db
    .select({ at: table.scheduledTime })
    .from(table)
    .where(
      ownedBy(
        table.userId,
        userId,
        inArray(table.status, ['scheduled', 'published']),
        isNotNull(table.scheduledTime),
        gt(table.scheduledTime, after),
      ),
    );
}

/** Posts and variants that hold a time after `after`: scheduled ones, and ones already out at that time. */
export async function takenTimes(db: DbOrTx, userId: string, after: Date): Promise<Date[]> {
  // One statement: the caller may run in a transaction, whose one connection runs a query at a time.
  const rows = await timesHeldIn(db, contentAnswers, userId, after).unionAll(
    timesHeldIn(db, contentVariants, userId, after),
  );
  return rows.flatMap((row) => (row.at ? [row.at] : []));
}
