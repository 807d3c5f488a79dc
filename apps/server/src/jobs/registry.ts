import type { AppContext } from '../app-context.ts';
import { cleanupAuthJob } from './cleanup-auth.job.ts';
import { postEnrichJob } from './post-enrich.job.ts';
import { postMetricsJob, publishJob } from './publish.job.ts';
import { trackerApplyJob } from './tracker-apply.job.ts';

export type JobDefinition = {
  name: string;
  batchSize: number;
  handle(ctx: AppContext, payloads: unknown[]): Promise<void>;
};

/** Every background job of Inroad. Workers (in the server or in `npm run worker`) serve all of them. */
export const JOBS: JobDefinition[] = [cleanupAuthJob, postEnrichJob, trackerApplyJob, publishJob, postMetricsJob];

/** Creates every job's queue, also in a server that leaves the work to `npm run worker` (WORKERS=off). */
export async function declareJobQueues(ctx: AppContext): Promise<void> {
  await ctx.queue.declareQueues(JOBS.map((job) => job.name));
}

export async function startWorkers(ctx: AppContext): Promise<void> {
  for (const job of JOBS) {
    await ctx.queue.work(job.name, { batchSize: job.batchSize }, (payloads) => job.handle(ctx, payloads));
  }
}
