import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type MediaState, media } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type MediaRow = typeof media.$inferSelect;

export async function insertMedia(db: DbOrTx, row: typeof media.$inferInsert): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  return inserted!;
}

/** By id alone: for the signed upload URL and read links, which stand in for the session. */
export async function findMedia(db: DbOrTx, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

export async function findOwnedMedia(db: DbOrTx, userId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(ownedBy(media.userId, userId, eq(media.id, id)));
  return row;
}

/** Moves the row from one state to another; false when it was not in `from` (someone else moved it first). */
export async function moveMediaState(
  db: DbOrTx,
  id: string,
  from: MediaState,
  to: MediaState,
  fields: { size?: number; uploadedAt?: Date } = {},
): Promise<boolean> {
  const rows = await db
    .update(media)
    .set({ state: to, ...fields })
    .where(and(eq(media.id, id), eq(media.state, from)))
    .returning({ id: media.id });
  return rows.length > 0;
}

/**
 * What the user's media takes in storage: an uploaded file its size, one still to come the most its URL accepts (a
 * file may sit in an S3 bucket unchecked until the post is saved), a failed one nothing. An upload no post holds
 * counts until the retention job deletes it (MEDIA_UNATTACHED_HOURS).
 */
export async function mediaBytesInUse(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`coalesce(sum(case
        when ${media.state} = 'uploaded' then coalesce(${media.size}, ${media.maxBytes})
        when ${media.state} = 'failed' then 0
        else ${media.maxBytes} end), 0)::text`,
    })
    .from(media)
    .where(ownedBy(media.userId, userId));
  return Number(row?.bytes ?? 0);
}
