import type { JobName, JobPayload } from '@inroad/contracts/jobs';

/**
 * One background job: its queue's name, how many payloads a worker takes at once, and the handler. `Ctx` is what
 * the handler needs from the process (a job of a module takes the AppContext; housekeeping here needs less), so
 * this layer does not depend on the context the modules are handed. The handler gets payloads already parsed by
 * the job union (see startWorkers).
 */
export type JobDefinition<Ctx, N extends JobName = JobName> = {
  name: N;
  batchSize: number;
  /** `signal` aborts at the shutdown deadline: a long handler checks it between units of work. */
  handle(ctx: Ctx, payloads: JobPayload<N>[], signal?: AbortSignal): Promise<void>;
};
