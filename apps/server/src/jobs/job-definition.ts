/**
 * One background job: its queue's name, how many payloads a worker takes at once, and the handler. `Ctx` is what
 * the handler needs from the process (a job of a module takes the AppContext; housekeeping here needs less), so
 * this layer does not depend on the context the modules are handed.
 */
export type JobDefinition<Ctx> = {
  name: string;
  batchSize: number;
  /** `signal` aborts at the shutdown deadline: a long handler checks it between units of work. */
  handle(ctx: Ctx, payloads: unknown[], signal?: AbortSignal): Promise<void>;
};
