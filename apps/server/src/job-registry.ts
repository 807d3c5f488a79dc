import { type JobName, parseJobPayload } from '@inroad/contracts/jobs';
import type { AppContext } from './app-context.ts';
import { registerInstructionHandlers } from './instruction-handlers.ts';
import { cleanupAuthJob } from './jobs/cleanup-auth.job.ts';
import type { JobDefinition } from './jobs/job-definition.ts';
import type { SendOptions } from './jobs/queue.ts';
import { retentionJob } from './jobs/retention.job.ts';
import { postEnrichJob } from './modules/ingest/post-enrich.job.ts';
import { retagPostsJob } from './modules/ingest/retag-posts.job.ts';
import { trackerApplyJob } from './modules/ingest/tracker-apply.job.ts';
import { settleLeaseJob } from './modules/instructions/settle-lease.job.ts';
import { postMetricsJob, publishJob } from './modules/publishing/publish.job.ts';

/** Every background job of Inroad. Workers (in the server or in `npm run worker`) serve all of them. */
export const JOBS: JobDefinition<AppContext>[] = [
  cleanupAuthJob,
  retentionJob,
  postEnrichJob,
  trackerApplyJob,
  retagPostsJob,
  publishJob,
  postMetricsJob,
  settleLeaseJob,
];

/** Creates every job's queue, also in a server that leaves the work to `npm run worker` (WORKERS=off). */
export async function declareJobQueues(ctx: AppContext): Promise<void> {
  await ctx.queue.declareQueues(JOBS.map((job) => job.name));
}

/**
 * pg-boss's own tables and every job's queue, made ahead by `npm run db:migrate`: a start that finds them ready
 * answers sooner (creating them takes the embedded database a second or more of CPU).
 */
export async function prepareJobQueues(ctx: Pick<AppContext, 'queue'>): Promise<void> {
  await ctx.queue.start();
  await ctx.queue.declareQueues(JOBS.map((job) => job.name));
  await ctx.queue.stop();
}

export async function startWorkers(ctx: AppContext): Promise<void> {
  // The lease job fails instructions the extension never reported on, which takes what each one means.
  registerInstructionHandlers(ctx);
  for (const job of JOBS) await serve(ctx, job);
}

/** Each payload is parsed by the job union before the handler sees it: one stored before a deploy may not fit. */
function serve<N extends JobName>(ctx: AppContext, job: JobDefinition<AppContext, N>): Promise<void> {
  const options = { batchSize: job.batchSize, pollingIntervalSeconds: job.pollingIntervalSeconds };
  return ctx.queue.work(job.name, options, (payloads, signal) =>
    job.handle(
      ctx,
      payloads.map((payload) => parseJobPayload(job.name, payload)),
      signal,
    ),
  );
}

/** Jobs sent on a timer by the server (pg-boss's own scheduler is off: PGlite has a single connection). */
export const HOUSEKEEPING_JOBS = [cleanupAuthJob.name, retentionJob.name] as const;

/**
 * One housekeeping job per key and slot of `everyMs`: a server restarted within the slot (or one of several
 * servers on the same database) sends again, and that send is dropped. A key alone throttles nothing on pg-boss's
 * standard queues.
 */
export function housekeepingSendOptions(name: (typeof HOUSEKEEPING_JOBS)[number], everyMs: number): SendOptions {
  return { singletonKey: name, singletonSeconds: Math.max(1, Math.round(everyMs / 1000)) };
}

/** Sends each housekeeping job now and every `everyMs`, at most one of each per slot (above). */
export function scheduleHousekeeping(ctx: AppContext, everyMs: number): () => void {
  const sendAll = () => {
    for (const name of HOUSEKEEPING_JOBS) {
      ctx.queue.send(name, {}, housekeepingSendOptions(name, everyMs)).catch((error: unknown) => {
        ctx.logger.warn({ err: error, job: name }, 'could not queue a housekeeping job');
      });
    }
  };
  sendAll();
  const timer = setInterval(sendAll, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
