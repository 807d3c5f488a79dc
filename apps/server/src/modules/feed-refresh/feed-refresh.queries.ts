import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { instructions, sources } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import type { NewInstruction } from '../instructions/instructions.queries.ts';

export type SourceRow = typeof sources.$inferSelect;

const refreshIdOf = sql<string>`${instructions.payload} ->> 'refreshId'`;
const OPEN = ['pending', 'running'] as const;

export async function listActiveSources(db: DbOrTx, userId: string): Promise<SourceRow[]> {
  return db
    .select()
    .from(sources)
    .where(ownedBy(sources.userId, userId, eq(sources.active, true)))
    .orderBy(sources.createdAt, sources.id);
}

/** Whether the user still has this source, and it is on: a fetch of it waiting for the extension is still wanted. */
export async function isActiveSource(db: DbOrTx, userId: string, sourceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(ownedBy(sources.userId, userId, eq(sources.id, sourceId), eq(sources.active, true)));
  return row !== undefined;
}

export type RefreshHead = { refreshId: string; startedAt: Date; hard: boolean };

/** The user's latest refresh: the newest fetch_source that belongs to one. */
export async function findLatestRefresh(db: DbOrTx, userId: string): Promise<RefreshHead | undefined> {
  const [row] = await db
    .select({
      refreshId: refreshIdOf,
      createdAt: instructions.createdAt,
      hard: sql<boolean>`coalesce((${instructions.payload} ->> 'hard')::boolean, false)`,
    })
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        eq(instructions.type, 'fetch_source'),
        sql`${instructions.payload} ? 'refreshId'`,
        sql`${refreshIdOf} is not null`,
      ),
    )
    .orderBy(desc(instructions.createdAt))
    .limit(1);
  if (!row) return undefined;
  // All of a refresh's fetches are queued in one transaction, so they share one creation time.
  return { refreshId: row.refreshId, startedAt: row.createdAt, hard: row.hard };
}

/** Fetches of a refresh in all, and those not finished (waiting or being read). */
export async function countRefresh(
  db: DbOrTx,
  userId: string,
  head: RefreshHead,
): Promise<{ total: number; open: number; lastActivity: Date | null }> {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${inArray(instructions.status, [...OPEN])})`.mapWith(Number),
      lastActivity: sql<Date | null>`max(greatest(${instructions.claimedAt}, ${instructions.finishedAt}))`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(instructions)
    .where(
      ownedBy(
        instructions.userId,
        userId,
        eq(instructions.type, 'fetch_source'),
        // The creation time narrows the scan to the user's recent fetches (the (user, type, created) index).
        gte(instructions.createdAt, head.startedAt),
        eq(refreshIdOf, head.refreshId),
      ),
    );
  return { total: row?.total ?? 0, open: row?.open ?? 0, lastActivity: row?.lastActivity ?? null };
}

/** Gives up the waiting fetches of a refresh nobody performed (the extension was away). */
export async function cancelWaitingFetches(db: DbOrTx, userId: string, head: RefreshHead, now: Date): Promise<void> {
  await db
    .update(instructions)
    .set({ status: 'cancelled', finishedAt: now, leaseExpiresAt: null })
    .where(
      ownedBy(
        instructions.userId,
        userId,
        eq(instructions.type, 'fetch_source'),
        gte(instructions.createdAt, head.startedAt),
        eq(refreshIdOf, head.refreshId),
        eq(instructions.status, 'pending'),
      ),
    );
}

/**
 * Queues a source's fetch for a refresh. A fetch of the source already waiting (queued outside any refresh, e.g.
 * when the feed was created) joins the refresh instead, so the source is read once.
 */
export async function queueRefreshFetch(
  db: DbOrTx,
  row: NewInstruction<'fetch_source'> & { target: string },
): Promise<void> {
  const [inserted] = await db.insert(instructions).values(row).onConflictDoNothing().returning({ id: instructions.id });
  if (inserted) return;
  await db
    .update(instructions)
    .set({ payload: row.payload, createdAt: sql`now()` })
    .where(
      ownedBy(
        instructions.userId,
        row.userId,
        and(
          eq(instructions.type, 'fetch_source'),
          eq(instructions.target, row.target),
          eq(instructions.status, 'pending'),
        ),
      ),
    );
}
