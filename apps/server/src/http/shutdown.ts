import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';

// Stopping with a deadline (SHUTDOWN_TIMEOUT_MS). While the process drains, the listener stays open and every new
// request, also one that was waiting in the accept queue, is answered 503 with Retry-After and Connection: close,
// so a load balancer or client retries elsewhere instead of seeing a reset. Requests in flight may finish; jobs
// stop being fetched and running ones may finish. At the deadline what is left is cancelled: requests' sockets
// are closed and running jobs' signals are aborted (pg-boss retries them later).

/** Seconds a client is told to wait before trying again while this process stops. */
const RETRY_AFTER_SECONDS = 5;
/** Kept back from the deadline for closing the database and the mailer after requests and jobs. */
const CLOSE_RESERVE_MS = 500;

export interface Drain {
  /** From now on new requests answer 503; resolves when no request is in flight or at `deadline`. */
  begin(deadline: number): Promise<void>;
  readonly draining: boolean;
  readonly inFlight: number;
}

/** Counts requests in flight and answers 503 once draining began. Install before any route is registered. */
export function installDrain(app: FastifyInstance): Drain {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | null = null;
  const counted = new WeakSet<object>();

  app.addHook('onRequest', async (request, reply) => {
    if (draining) {
      return (
        reply
          .status(503)
          .header('Retry-After', String(RETRY_AFTER_SECONDS))
          .header('Connection', 'close')
          .type('application/json; charset=utf-8')
          // Serialised here: the route's response schema knows nothing of this answer.
          .send(
            JSON.stringify({
              status: 'error',
              message: 'Inroad is restarting; try again shortly',
              code: 'UNAVAILABLE',
            }),
          )
      );
    }
    inFlight++;
    counted.add(request);
  });
  const done = (request: object) => {
    if (!counted.has(request)) return;
    counted.delete(request);
    inFlight--;
    if (inFlight === 0) idle?.();
  };
  app.addHook('onResponse', async (request) => done(request));
  // A client that went away never gets an onResponse.
  app.addHook('onRequestAbort', async (request) => done(request));

  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    begin(deadline) {
      draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}

export interface ShutdownOptions {
  app: FastifyInstance;
  drain: Drain;
  /** What stops with the process; described by shape so this layer needs neither the job queue nor the mailer. */
  ctx: {
    queue: { stop(options: { timeoutMs: number }): Promise<{ cancelled: number }> };
    mailer: { close(): Promise<void> };
    database: Pick<Database, 'close'>;
    logger: Logger;
  };
  timeoutMs: number;
  /** Runs first: timers that would queue more work. */
  beforeStop?: () => void;
  exit: (code: number) => void;
}

/**
 * Stops the process within `timeoutMs`: drains requests and jobs side by side, cancels what is still running at
 * the deadline, closes the database and exits (1 when something had to be cancelled or failed to close).
 */
export function createShutdown(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { app, drain, ctx, timeoutMs } = options;
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const deadline = started + timeoutMs;
    // Whatever happens below, the process is gone by the deadline.
    const hardStop = setTimeout(() => {
      ctx.logger.error(`Shutdown did not finish within ${timeoutMs} ms; exiting`);
      options.exit(1);
    }, timeoutMs);
    hardStop.unref();
    ctx.logger.info(`${signal} received: finishing requests and jobs (at most ${timeoutMs} ms)`);
    options.beforeStop?.();
    let cancelled = false;
    const workDeadline = deadline - CLOSE_RESERVE_MS;
    try {
      await Promise.all([
        (async () => {
          await drain.begin(workDeadline);
          if (drain.inFlight > 0) {
            cancelled = true;
            ctx.logger.warn(`${drain.inFlight} request(s) still running at the deadline: closing their connections`);
            app.server.closeAllConnections();
          }
          await app.close();
        })(),
        (async () => {
          const stopped = await ctx.queue.stop({ timeoutMs: Math.max(0, workDeadline - Date.now()) });
          if (stopped.cancelled > 0) {
            cancelled = true;
            ctx.logger.warn(`${stopped.cancelled} job(s) still running at the deadline were cancelled`);
          }
        })(),
      ]);
      await ctx.mailer.close();
      await ctx.database.close();
      ctx.logger.info(`Stopped ${cancelled ? 'after cancelling work' : 'cleanly'} in ${Date.now() - started} ms`);
      clearTimeout(hardStop);
      options.exit(cancelled ? 1 : 0);
    } catch (error) {
      ctx.logger.error({ err: error }, 'Shutdown failed');
      clearTimeout(hardStop);
      options.exit(1);
    }
  };
}
