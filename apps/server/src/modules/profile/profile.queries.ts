import type { TimelineType } from '@inroad/contracts/profile';
import { arrayOverlaps, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
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

/**
 * Today's engagements by type, split into those that happened (no action needed, or the extension performed it)
 * and those whose action still waits for the extension.
 */
export async function countEngagementsSince(db: DbOrTx, userId: string, since: Date) {
  const waiting = sql<boolean>`coalesce(${instructions.status} in ('pending', 'running'), false)`;
  const rows = await db
    .select({ type: engagements.type, waiting, n: count() })
    .from(engagements)
    .leftJoin(instructions, eq(instructions.id, engagements.instructionId))
    .where(ownedBy(engagements.userId, userId, gte(engagements.createdAt, since), isNull(engagements.undoneAt)))
    .groupBy(engagements.type, waiting);
  const done = new Map<TimelineType, number>();
  const open = new Map<TimelineType, number>();
  for (const row of rows) {
    const into = row.waiting ? open : done;
    into.set(row.type, (into.get(row.type) ?? 0) + row.n);
  }
  return { done, waiting: open };
}
