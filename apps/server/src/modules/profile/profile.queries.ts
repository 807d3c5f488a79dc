import type { TimelineType } from '@inroad/contracts/profile';
import { arrayOverlaps, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { engagements, instructions } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export const TIMELINE_MAX = 200;

export async function listEngagementsWith(db: DbOrTx, userId: string, posterKeys: string[]) {
  return db
    .select({
      createdAt: engagements.createdAt,
      type: engagements.type,
      postUrl: engagements.postUrl,
      postSlug: engagements.postSlug,
      comment: engagements.comment,
    })
    .from(engagements)
    .where(
      ownedBy(
        engagements.userId,
        userId,
        arrayOverlaps(engagements.posterKeys, posterKeys),
        isNull(engagements.undoneAt),
      ),
    )
    .orderBy(desc(engagements.createdAt))
    .limit(TIMELINE_MAX);
}

/** How long before the day an action may have been queued and still be performed that day (the caps' reach). */
const QUEUED_BEFORE_MAX_MS = 30 * 24 * 3_600_000;

/**
 * The day's engagements by type, split into those that happened since `since` (no action needed, or the extension
 * performed it then, however long before it was queued) and those whose action still waits for the extension
 * (whenever queued: they are still to happen).
 */
export async function countEngagementsSince(db: DbOrTx, userId: string, since: Date) {
  const open = inArray(instructions.status, ['pending', 'running']);
  const happenedAt = sql`coalesce(${instructions.finishedAt}, ${engagements.createdAt})`;
  const [doneRows, waitingRows] = await Promise.all([
    db
      .select({ type: engagements.type, n: count() })
      .from(engagements)
      .leftJoin(instructions, eq(instructions.id, engagements.instructionId))
      .where(
        ownedBy(
          engagements.userId,
          userId,
          gte(engagements.createdAt, new Date(since.getTime() - QUEUED_BEFORE_MAX_MS)),
          isNull(engagements.undoneAt),
          sql`not coalesce(${open}, false)`,
          sql`${happenedAt} >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(engagements.type),
    // From the open instructions (their own index), not the engagements of all time.
    db
      .select({ type: engagements.type, n: count() })
      .from(instructions)
      .innerJoin(engagements, eq(engagements.instructionId, instructions.id))
      .where(ownedBy(instructions.userId, userId, open, eq(engagements.userId, userId), isNull(engagements.undoneAt)))
      .groupBy(engagements.type),
  ]);
  const byType = (rows: { type: TimelineType; n: number }[]) => new Map(rows.map((row) => [row.type, row.n]));
  return { done: byType(doneRows), waiting: byType(waitingRows) };
}
