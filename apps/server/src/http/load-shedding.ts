import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { watchEventLoop } from './event-loop-pressure.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Never shed (NEVER_SHED below): what the browser reads by itself has nothing that sends it again. */
    neverShed?: boolean;
  }
}

/**
 * The route config of what a person's browser reads by itself, not through the web app's calls that send a shed
 * request again: pages it navigates to (the sign-in link's, the OAuth flow's) and media its <img> and <video> load.
 * A busy answer there strands the person on a JSON body or a blank preview.
 */
export const NEVER_SHED = { neverShed: true } as const;

/** What a shed request is told to wait before retrying. */
export const SHED_RETRY_AFTER_SECONDS = 2;

/** The body of a shed request (serialised here: a route's response schema knows nothing of this answer). */
const BUSY_BODY = JSON.stringify({
  status: 'error',
  message: 'Inroad is busy; try again in a moment',
  code: 'UNAVAILABLE',
});

/** Answers 503 with Retry-After and BUSY_BODY. */
function answerBusy(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('Retry-After', String(SHED_RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(BUSY_BODY);
}

/** The API calls that may be shed; the web app's files and the routes configured NEVER_SHED are always served. */
const isSheddable = (request: FastifyRequest) =>
  request.url.startsWith('/api/') && request.routeOptions.config?.neverShed !== true;

/**
 * Sheds load before it queues: by concurrency (MAX_REQUESTS_IN_FLIGHT), while the event loop lags
 * (MAX_EVENT_LOOP_DELAY_MS, MAX_EVENT_LOOP_UTILIZATION), and by dropping the requests of clients already gone.
 */
export function installLoadShedding(app: FastifyInstance, pressure: Config['pressure']): void {
  capRequestsInFlight(app, pressure.maxRequestsInFlight);
  dropRequestsOfClientsGone(app);
  shedWhileTheLoopLags(app, pressure);
}

/**
 * While the event loop lags behind, a request is answered 503 with Retry-After at once instead of waiting seconds
 * behind the others and timing out. Every API route is covered, /api/health too, so a load balancer sees the
 * pressure.
 */
function shedWhileTheLoopLags(app: FastifyInstance, limits: Config['pressure']): void {
  if (limits.maxEventLoopDelayMs === 0 && limits.maxEventLoopUtilization === 0) return;
  const loop = watchEventLoop({
    maxDelayMs: limits.maxEventLoopDelayMs,
    maxUtilization: limits.maxEventLoopUtilization,
  });
  app.addHook('onClose', async () => loop.stop());
  app.addHook('onRequest', async (request, reply) => {
    const pressure = loop.pressure();
    // The web app's own files are read from disk and cheap: shedding them would leave a page half loaded (a blank
    // screen) where its API calls, shed, show 'busy' and are retried.
    if (pressure === undefined || !isSheddable(request)) return;
    request.log.warn({ pressure }, 'request shed under load');
    return answerBusy(reply);
  });
}

/**
 * Sheds by concurrency (MAX_REQUESTS_IN_FLIGHT): a request arriving while that many are being answered gets 503 with
 * Retry-After at once. The event-loop checks see a queue only once it has made the loop lag; by then the requests
 * already accepted wait seconds behind each other (a database query's wait does not lag the loop at all).
 */
function capRequestsInFlight(app: FastifyInstance, max: number): void {
  if (max === 0) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isSheddable(request)) return;
    if (inFlight >= max) {
      request.log.warn({ inFlight }, 'request shed: too many in flight');
      return answerBusy(reply);
    }
    inFlight++;
    // 'close' follows the end of every answer and also a connection lost midway: each request is released once.
    reply.raw.once('close', () => {
      inFlight--;
    });
  });
}

/** True once the client has closed its connection: nobody would read the answer. */
export function clientGone(request: FastifyRequest): boolean {
  // The socket, not the request stream: a request's stream ends (and is destroyed) once its body has been read. A
  // client closing its side makes Node end ours too, so no answer could be written any more.
  const socket = request.raw.socket as { destroyed?: boolean; writable?: boolean } | null;
  return socket === null || socket.destroyed === true || socket.writable === false;
}

/**
 * A request whose client went away while it waited (for its turn, its session, a queue ahead of it) is dropped
 * before its handler runs its queries: under load the clients that time out are the ones whose work is least worth
 * doing, and doing it anyway is what makes the next requests time out too.
 */
function dropRequestsOfClientsGone(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!clientGone(request)) return;
    request.log.info({ url: request.url }, 'client went away; request dropped before its handler');
    // Nothing can be sent; the connection is closed, and Fastify is told the answer is taken care of.
    reply.hijack();
    reply.raw.destroy();
  });
}
