import type { JobName, JobPayload } from '@inroad/contracts/jobs';

/** How often the housekeeping jobs' workers look for a job: they are sent on a timer of an hour or more. */
export const HOUSEKEEPING_POLLING_SECONDS = 60;

/**
 * One background job: its queue's name, how many payloads a worker takes at once, and the handler. `Ctx` is what
 * the handler needs from the process (a job of a module takes the AppContext; housekeeping here needs less), so
 * this layer does not depend on the context the modules are handed. The handler gets payloads already parsed by
 * the job union (see startWorkers).
 */
export type JobDefinition<Ctx, N extends JobName = JobName> = {
  name: N;
  batchSize: number;
  /**
   * How often an idle worker looks for a job of this queue, in seconds (default 2). Jobs whose timing nobody waits on
   * (housekeeping, a post's numbers read hours later) look less often: each look is a query, and an idle server made
   * about three a second.
   */
  pollingIntervalSeconds?: number;
  /** `signal` aborts at the shutdown deadline: a long handler checks it between units of work. */
  handle(ctx: Ctx, payloads: JobPayload<N>[], signal?: AbortSignal): Promise<void>;
};
