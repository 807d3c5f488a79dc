import { and, asc, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { contentAnswers, contentVariants, media } from '../db/schema/index.ts';
import type { MediaStorage } from '../platform/storage/media-storage.ts';

const HOUR_MS = 3_600_000;
/** Files deleted per transaction: each is a storage call once the rows are gone. */
const BATCH = 200;

/** No answer or variant holds the media row (correlated on media.id). */
function heldByNoPost(tx: Tx) {
  return and(
    notExists(
      tx.select({ id: contentAnswers.id }).from(contentAnswers).where(eq(contentAnswers.contentMediaId, media.id)),
    ),
    notExists(
      tx.select({ id: contentVariants.id }).from(contentVariants).where(eq(contentVariants.contentMediaId, media.id)),
    ),
  );
}

/**
 * Deletes media no post holds, older than MEDIA_UNATTACHED_HOURS: the file of a post deleted or given another, and
 * an upload never saved with a post. The rows go first, locked (a post being saved with one at the same moment
 * waits, then is told it was deleted meanwhile; one already locking it is skipped until the next run) and checked
 * again in the delete, which sees a post committed meanwhile; then their files. A file whose removal fails (storage
 * down) gets its row back, unattached as before: the user's quota still counts it, and the next run tries again; this
 * run stops there. Answers how many went.
 */
export async function pruneUnattachedMedia(
  ctx: { db: Db; config: Pick<Config, 'retention'>; storage: MediaStorage },
  now: Date,
  signal?: AbortSignal,
  onRemoveError?: (key: string, error: unknown) => void,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.retention.unattachedMediaHours * HOUR_MS);
  let pruned = 0;
  for (;;) {
    const rows = await ctx.db.transaction(async (tx) => {
      const candidates = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(lt(media.createdAt, cutoff), heldByNoPost(tx)))
        .orderBy(asc(media.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return [];
      const ids = candidates.map((row) => row.id);
      return tx
        .delete(media)
        .where(and(inArray(media.id, ids), heldByNoPost(tx)))
        .returning();
    });
    let failed = false;
    for (const row of rows) {
      try {
        await ctx.storage.remove(row.storageKey);
        pruned++;
      } catch (error) {
        failed = true;
        onRemoveError?.(row.storageKey, error);
        await ctx.db.insert(media).values(row).onConflictDoNothing();
      }
    }
    // A failure stops the run: the rows put back would be found again at once.
    if (failed || rows.length < BATCH || signal?.aborted) return pruned;
  }
}
