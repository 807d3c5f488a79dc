import type { TimelineType } from '@inroad/contracts/profile';
import { arrayOverlaps, count, desc, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
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

export async function countEngagementsSince(db: DbOrTx, userId: string, since: Date) {
  const rows = await db
    .select({ type: engagements.type, n: count() })
    .from(engagements)
    .where(ownedBy(engagements.userId, userId, gte(engagements.createdAt, since), isNull(engagements.undoneAt)))
    .groupBy(engagements.type);
  return new Map<TimelineType, number>(rows.map((r) => [r.type, r.n]));
}
