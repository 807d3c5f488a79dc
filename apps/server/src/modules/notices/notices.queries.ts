import type { NoticeKind } from '@inroad/contracts/notice';
import { desc, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export const NOTICES_SHOWN_MAX = 100;

export async function insertNotice(
  db: DbOrTx,
  row: { userId: string; kind: NoticeKind; message: string; postId?: string | null },
): Promise<void> {
  await db.insert(notices).values(row);
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
