import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { instructions, sources } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type SourceRow = typeof sources.$inferSelect;
export type SourceValues = Omit<typeof sources.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function listSources(db: DbOrTx, userId: string): Promise<SourceRow[]> {
  return db
    .select()
    .from(sources)
    .where(ownedBy(sources.userId, userId))
    .orderBy(desc(sources.createdAt), desc(sources.id));
}

/**
 * The caller's source. `forUpdate` locks it until the transaction ends: an edit derives fields from what is
 * stored (the feed type from the platform), so two edits of one source at once must take turns rather than both
 * read the old row.
 */
export async function findSource(
  db: DbOrTx,
  userId: string,
  id: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<SourceRow | undefined> {
  const query = db
    .select()
    .from(sources)
    .where(ownedBy(sources.userId, userId, eq(sources.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function countSources(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sources).where(ownedBy(sources.userId, userId));
  return row?.n ?? 0;
}

export async function insertSource(db: DbOrTx, userId: string, values: SourceValues): Promise<SourceRow> {
  const [row] = await db
    .insert(sources)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('source insert returned no row');
  return row;
}

export async function updateSource(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: Partial<SourceValues>,
): Promise<SourceRow | undefined> {
  // clock_timestamp, not now(): two edits in one transaction must still give two cache versions.
  const [row] = await db
    .update(sources)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(ownedBy(sources.userId, userId, eq(sources.id, id)))
    .returning();
  return row;
}

/** Answers the deleted source, or undefined when there was none. */
export async function deleteSource(db: DbOrTx, userId: string, id: string): Promise<SourceRow | undefined> {
  const [row] = await db
    .delete(sources)
    .where(ownedBy(sources.userId, userId, eq(sources.id, id)))
    .returning();
  return row;
}

/**
 * The source's fetch still waiting for the extension (one at most: one pending per target), locked until the
 * transaction ends so that neither a claim nor a refresh changes it meanwhile.
 */
export async function findWaitingFetch(
  db: DbOrTx,
  userId: string,
  sourceId: string,
): Promise<{ id: string; payload: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({ id: instructions.id, payload: instructions.payload })
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        eq(instructions.type, 'fetch_source'),
        eq(instructions.target, `source:${sourceId}`),
        eq(instructions.status, 'pending'),
      ),
    )
    .for('update');
  return row;
}

/** The payload of the waiting fetch findWaitingFetch locked. */
export async function setWaitingFetchPayload(db: DbOrTx, id: string, payload: Record<string, unknown>): Promise<void> {
  await db.update(instructions).set({ payload }).where(eq(instructions.id, id));
}
