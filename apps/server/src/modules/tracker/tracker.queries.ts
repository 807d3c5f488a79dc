import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type StoredTrackerRetroactive, trackers } from '../../db/schema/index.ts';
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

/** `forUpdate`: locked until the transaction ends, for a change checked against the row as it stands. */
export async function findTracker(
  db: DbOrTx,
  userId: string,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<TrackerRow | undefined> {
  const query = db
    .select()
    .from(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * Locks every tracker of the user, oldest first: the order in which ingest and the enrichment hold them
 * (listTaggingTrackers, holdTagGivers), so an edit of several trackers in one transaction cannot wait for one of them
 * while holding another they wait for.
 */
export async function lockTrackers(db: DbOrTx, userId: string): Promise<void> {
  await db
    .select({ id: trackers.id })
    .from(trackers)
    .where(ownedBy(trackers.userId, userId))
    .orderBy(trackers.createdAt, trackers.id)
    .for('update');
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

/**
 * Starts a new retroactive run, unless one is still running with progress since `freshSince` (compare and set, so
 * two requests cannot both start one). Answers the tracker, or undefined when a live run holds it.
 */
export async function startRetroactiveRun(
  db: DbOrTx,
  userId: string,
  id: string,
  retroactive: StoredTrackerRetroactive,
  freshSince: Date,
): Promise<TrackerRow | undefined> {
  const live = sql`coalesce((${trackers.retroactive}->>'running')::boolean and (${trackers.retroactive}->>'progressAt') >= ${freshSince.toISOString()}, false)`;
  const [row] = await db
    .update(trackers)
    .set({ retroactive })
    .where(ownedBy(trackers.userId, userId, and(eq(trackers.id, id), not(live))))
    .returning();
  return row;
}

/** Answers the deleted tracker, or undefined when there was none. */
export async function deleteTracker(db: DbOrTx, userId: string, id: string): Promise<TrackerRow | undefined> {
  const [row] = await db
    .delete(trackers)
    .where(ownedBy(trackers.userId, userId, eq(trackers.id, id)))
    .returning();
  return row;
}
