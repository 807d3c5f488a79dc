import type { TagGifts } from '@inroad/contracts/rule';
import type { Tx } from '../db/client.ts';
import type { JobQueue } from './queue.ts';

/**
 * After a tracker or source is deleted (`now` null), or edited so that what it gives its posts changed, queues the
 * job that brings those posts in line (posts.retag, modules/ingest/retag-posts.ts), in the change's transaction.
 */
export async function queueRetagIfChanged(
  queue: JobQueue,
  tx: Tx,
  change: { userId: string; kind: 'tracker' | 'source'; id: string; before: TagGifts; now: TagGifts | null },
): Promise<void> {
  const { before, now } = change;
  if (now && JSON.stringify(now) === JSON.stringify(before)) return;
  await queue.send(
    'posts.retag',
    {
      userId: change.userId,
      kind: change.kind,
      id: change.id,
      before: {
        tags: [...before.tags],
        keywords: [...before.keywords],
        ...(before.platform ? { platform: before.platform } : {}),
      },
    },
    { tx },
  );
}
