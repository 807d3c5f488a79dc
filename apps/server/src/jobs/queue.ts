import type { JobName, JobPayloadInput } from '@inroad/contracts/jobs';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Tx } from '../db/client.ts';

/** `signal` is aborted when the process stops and the job is still running at the shutdown deadline. */
export type JobHandler = (payloads: unknown[], signal: AbortSignal) => Promise<void>;
export type StopOptions = { timeoutMs?: number };
export type SendOptions = {
  tx?: Tx;
  singletonKey?: string;
  /** With singletonKey: at most one job of that key per slot of this many seconds (a later send is dropped). */
  singletonSeconds?: number;
  startAfterSeconds?: number;
  /**
   * When the job may start, as a time (instead of startAfterSeconds). A delay counts from pg-boss's now(), which
   * inside `tx` is the transaction's start: a delay worked out later in it starts the job that much too early.
   */
  startAfter?: Date;
};

/** How a worker takes jobs: how many at once, and how often it looks when idle (seconds; pg-boss's default 2). */
export type WorkOptions = { batchSize: number; pollingIntervalSeconds?: number };

/**
 * The small driver interface every background job goes through. Two drivers: pg-boss on the
 * application database (production and `npm start`), and an inline one that runs handlers right away
 * (tests, so a test sees a job's effect without polling).
 */
export interface JobQueue {
  start(): Promise<void>;
  /**
   * Fetches nothing more and waits for running handlers, at most `timeoutMs` (10 s): then their signals are
   * aborted and the jobs go back to be retried. Resolves with how many handlers were still running then.
   */
  stop(options?: StopOptions): Promise<{ cancelled: number }>;
  isRunning(): boolean;
  /**
   * Enqueues a job with the payload its name takes (the job union in the contracts); with `tx` it is written in
   * that transaction and only exists if it commits.
   */
  send<N extends JobName>(name: N, payload: JobPayloadInput<N>, options?: SendOptions): Promise<void>;
  work(name: JobName, options: WorkOptions, handler: JobHandler): Promise<void>;
  /**
   * Creates the named queues up front. On PGlite a queue created on demand inside a request's transaction
   * would wait for the database's only connection, which that transaction holds.
   */
  declareQueues(names: readonly JobName[]): Promise<void>;
}

export function createPgBossQueue(database: Database, logger: Logger): JobQueue {
  const boss =
    database.engine === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), supervise: true, schedule: false })
      : new PgBoss({ db: undefined, connectionString: undefined, ...poolOptions(database) });
  boss.on('error', (error: Error) => logger.error({ err: error }, 'job queue error'));
  const queues = new Set<string>();
  let running = false;
  // Handlers that were still running when stop() aborted their signals.
  let cancelled = 0;

  async function ensureQueue(name: string) {
    if (queues.has(name)) return;
    await boss.createQueue(name, { retryLimit: 3, retryDelay: 10, retryBackoff: true });
    queues.add(name);
  }

  return {
    async start() {
      await boss.start();
      running = true;
    },
    async stop(options = {}) {
      if (!running) return { cancelled: 0 };
      running = false;
      // Graceful: running handlers finish (bounded), nothing new is fetched; pg-boss waits at least a second.
      cancelled = 0;
      await boss.stop({ graceful: true, timeout: options.timeoutMs ?? 10_000, close: true });
      return { cancelled };
    },
    isRunning: () => running,
    async send(name, payload, options = {}) {
      await ensureQueue(name);
      await boss.send(name, payload, {
        ...(options.tx ? { db: fromDrizzle(options.tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
        ...startAfterOf(options),
      });
    },
    async declareQueues(names) {
      const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
      const missing = names.filter((name) => !existing.has(name));
      // A queue that exists is left as it is (creating it again changes nothing): on a migrated database this
      // spares a start six transactions (declaring and starting the workers: 0.28 -> 0.18 s CPU on PGlite).
      for (const name of existing) queues.add(name);
      for (const name of missing) await ensureQueue(name);
      // pg-boss reads the queue list into a cache when it starts; a send that misses the cache looks the
      // queue up on pg-boss's own connection, which on PGlite waits behind the sender's transaction for
      // ever. Starting again caches the queues just created (only on the very first start).
      if (missing.length > 0 && running) {
        await boss.stop({ graceful: true, close: false });
        await boss.start();
      }
    },
    async work(name, { batchSize, pollingIntervalSeconds }, handler) {
      await ensureQueue(name);
      let workerId: string | undefined;
      // pg-boss checks a key that is present even when it is undefined: left out for the default.
      const polling = pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds };
      workerId = await boss.work(name, { batchSize, ...polling }, async (jobs) => {
        const signal = AbortSignal.any(jobs.map((job) => job.signal));
        try {
          await handler(
            jobs.map((job) => job.data),
            signal,
          );
        } finally {
          // Checked as the handler ends: pg-boss also aborts the signal after an ordinary completion.
          if (signal.aborted && !running) cancelled++;
          // A worker that found a job looks for the next one right away instead of after its polling interval:
          // a backlog (a large ingest's enrichment jobs) drains at the pace of the work, not one job per poll.
          // Once a fetch comes back empty, the worker polls as usual.
          if (workerId && running) boss.notifyWorker(workerId);
        }
      });
    },
  };
}

/** pg-boss's startAfter: a time as it is, or a number of seconds from the insert. */
function startAfterOf(options: SendOptions): { startAfter?: Date | number } {
  if (options.startAfter) return { startAfter: options.startAfter };
  return options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {};
}

function poolOptions(database: Database) {
  if (database.engine !== 'postgres') return {};
  // pg-boss keeps its own small pool on the same PostgreSQL.
  const options = database.pool.options;
  return { connectionString: options.connectionString, max: 4 };
}

/**
 * Runs each job as soon as it is sent; a job sent inside a transaction waits until the queue is drained or
 * stopped (tests drain after the request returned), because on PostgreSQL its handler runs on another connection
 * and would not see the transaction's rows before the commit (a rolled-back transaction's job still runs here and
 * finds nothing to do). A job sent for a time (`startAfter`) still to come then is not run: a handler that sends
 * itself again for later (a post not due yet) would otherwise run here for ever; the test runs it at its time. A
 * delay in seconds is not waited for. Tests only.
 */
export function createInlineQueue(logger: Logger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  let running = false;
  const pending = new Set<Promise<void>>();
  const held: (() => void)[] = [];
  const never = new AbortController().signal;
  const schedule = (name: string, handler: JobHandler, payload: object, startAfter?: Date) => {
    if (startAfter && startAfter.getTime() > Date.now()) return;
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => handler([payload], never))
      .catch((error: unknown) => logger.error({ err: error, job: name }, 'inline job failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  };
  return {
    async start() {
      running = true;
    },
    async stop() {
      running = false;
      for (const release of held.splice(0)) release();
      await Promise.allSettled([...pending]);
      return { cancelled: 0 };
    },
    isRunning: () => running,
    async send(name, payload, options = {}) {
      const handler = handlers.get(name);
      if (!handler) return;
      if (options.tx) held.push(() => schedule(name, handler, payload, options.startAfter));
      else schedule(name, handler, payload, options.startAfter);
    },
    async declareQueues() {},
    async work(name, _options, handler) {
      handlers.set(name, handler);
    },
  };
}

/** Waits for inline jobs in flight; tests call it before asserting on a job's effect. */
export async function drainInlineQueue(queue: JobQueue): Promise<void> {
  await queue.stop();
  await queue.start();
}
