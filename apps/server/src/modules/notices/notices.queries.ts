import type { NoticeKind } from '@inroad/contracts/notice';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export const NOTICES_SHOWN_MAX = 100;

export async function insertNotice(
  db: DbOrTx,
  row: { userId: string; kind: NoticeKind; message: string; postId?: string | null; publicationId?: number },
): Promise<void> {
  await db.insert(notices).values(row);
}

/**
 * Takes back the 'Post not published' notices of a publication that has left 'failed' (it went out after all, was
 * retried or rescheduled) and that no screen has shown yet: shown later, they would report a failure that no longer
 * holds. Notices already shown are dismissed already.
 */
export async function takeBackPublishFailedNotices(
  db: DbOrTx,
  userId: string,
  publicationId: number,
  now: Date,
): Promise<void> {
  await db
    .update(notices)
    .set({ dismissedAt: now })
    .where(
      ownedBy(
        notices.userId,
        userId,
        and(eq(notices.publicationId, publicationId), eq(notices.kind, 'publish_failed'), isNull(notices.dismissedAt)),
      ),
    );
}

export async function listOpenNotices(db: DbOrTx, userId: string) {
  return db
    .select({
      id: notices.id,
      kind: notices.kind,
      message: notices.message,
      postId: notices.postId,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(ownedBy(notices.userId, userId, isNull(notices.dismissedAt)))
    .orderBy(desc(notices.createdAt))
    .limit(NOTICES_SHOWN_MAX);
}

export async function dismissNotices(db: DbOrTx, userId: string, ids: string[], now: Date): Promise<number> {
  const rows = await db
    .update(notices)
    .set({ dismissedAt: now })
    .where(ownedBy(notices.userId, userId, inArray(notices.id, ids), isNull(notices.dismissedAt)))
    .returning({ id: notices.id });
  return rows.length;
}
