import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** What a shed request is told to wait before retrying. */
export const SHED_RETRY_AFTER_SECONDS = 2;
/** How often the event loop is sampled: a lag shows in the next request's answer within this. */
const SAMPLE_INTERVAL_MS = 200;

/**
 * Sheds load before it queues (MAX_EVENT_LOOP_DELAY_MS, MAX_EVENT_LOOP_UTILIZATION): while the event loop lags
 * behind, a request is answered 503 with Retry-After at once instead of waiting seconds behind the others and
 * timing out. Every route is covered, /api/health too, so a load balancer sees the pressure.
 */
export async function installLoadShedding(app: FastifyInstance, pressure: Config['pressure']): Promise<void> {
  if (pressure.maxEventLoopDelayMs === 0 && pressure.maxEventLoopUtilization === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    maxEventLoopUtilization: pressure.maxEventLoopUtilization,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // A value returned here is sent as the answer and ends the request (returning nothing would run the route).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) => {
      request.log.warn({ pressure: type }, 'request shed under load');
      reply.status(503).header('Retry-After', String(SHED_RETRY_AFTER_SECONDS)).type('application/json; charset=utf-8');
      // Serialised here: the route's response schema knows nothing of this answer.
      return JSON.stringify({ status: 'error', message: 'Inroad is busy; try again in a moment', code: 'UNAVAILABLE' });
    }) as unknown as (request: FastifyRequest, reply: FastifyReply, type: string) => void,
  });
}
