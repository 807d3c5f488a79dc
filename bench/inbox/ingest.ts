import { randomUUID } from 'node:crypto';
import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import type { AppContext } from '../../apps/server/src/app-context.ts';
import { ingestPosts } from '../../apps/server/src/modules/ingest/ingest.service.ts';
import { benchPost, seededRandom } from './data.ts';

export interface IngestRun {
  posts: number;
  batchSize: number;
  callers: number;
  seconds: number;
  postsPerSecond: number;
  /** Milliseconds per ingestPosts call (one batch, one transaction). */
  batchP50Ms: number;
  batchP95Ms: number;
}

/**
 * Stores new posts through the ingest service, as the formatter route does with a page of fetched posts: one
 * call per batch (tagging by the source and every tracker, hidden authors, the upsert, the enrichment jobs queued
 * in the same transaction), `callers` batches in flight at once, each from one of the user's sources.
 */
export async function measureIngest(options: {
  ctx: AppContext;
  userId: string;
  sourceIds: readonly string[];
  posts: number;
  batchSize: number;
  callers: number;
  firstNumber: number;
  seed: number;
}): Promise<IngestRun> {
  const { ctx, userId, sourceIds } = options;
  // The job queue exists before the first ingest, as the worker process creates it when it starts. Left to the
  // first ingest, pg-boss would create it on its own connection while the ingest transaction holds PGlite's only
  // one, and wait forever.
  // The job names a post that does not exist: a worker finds nothing to do.
  await ctx.queue.send('post.enrich', { userId, postIds: [randomUUID()] });
  const rand = seededRandom(options.seed);
  const now = Date.now();
  const batches: NormalizedPost[][] = [];
  for (let done = 0; done < options.posts; done += options.batchSize) {
    const size = Math.min(options.batchSize, options.posts - done);
    batches.push(Array.from({ length: size }, (_, i) => benchPost(rand, options.firstNumber + done + i, now, 1)));
  }
  const batchMs: number[] = [];
  let next = 0;
  let stored = 0;
  const caller = async () => {
    while (next < batches.length) {
      const index = next++;
      const posts = batches[index] as NormalizedPost[];
      const started = performance.now();
      const result = await ingestPosts({
        db: ctx.db,
        queue: ctx.queue,
        userId,
        sourceId: sourceIds[index % sourceIds.length] ?? null,
        posts,
      });
      batchMs.push(performance.now() - started);
      stored += result.inserted + result.updated;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.callers }, caller));
  const seconds = (performance.now() - started) / 1000;
  batchMs.sort((a, b) => a - b);
  const at = (p: number) => Math.round(batchMs[Math.min(batchMs.length - 1, Math.ceil(p * batchMs.length) - 1)] ?? 0);
  return {
    posts: stored,
    batchSize: options.batchSize,
    callers: options.callers,
    seconds: Math.round(seconds * 100) / 100,
    postsPerSecond: Math.round(stored / seconds),
    batchP50Ms: at(0.5),
    batchP95Ms: at(0.95),
  };
}
