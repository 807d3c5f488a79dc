import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trackers } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type TrackerRow = typeof trackers.$inferSelect;
export type TrackerValues = Omit<typeof trackers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function listTrackers(db: DbOrTx, userId: string): Promise<TrackerRow[]> {
  return db
    .select()
    .from(trackers)
    .where(ownedBy(trackers.userId, userId))
    .orderBy(desc(trackers.createdAt), desc(trackers.id));
}

export async function findTracker(db: DbOrTx, userId: string, id: string): Promise<TrackerRow | undefined> {
  const [row] = await db
    .select()
    .from(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, id)));
  return row;
}

export async function countTrackers(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trackers).where(ownedBy(trackers.userId, userId));
  return row?.n ?? 0;
}

export async function insertTracker(db: DbOrTx, userId: string, values: TrackerValues): Promise<TrackerRow> {
  const [row] = await db
    .insert(trackers)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('tracker insert returned no row');
  return row;
}

export async function updateTracker(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: Partial<TrackerValues>,
): Promise<TrackerRow | undefined> {
  // clock_timestamp, not now(): two edits in one transaction must still give two cache versions.
  const [row] = await db
    .update(trackers)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, id)))
    .returning();
  return row;
}

export async function deleteTracker(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, id)))
    .returning({ id: trackers.id });
  return rows.length > 0;
}
