import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { isLocalHost } from '../../http/local-host.ts';

/** Whether the request's host is one of the local development hosts. */
export function onLocalHost(request: FastifyRequest, config: Config): boolean {
  return isLocalHost(request.hostname.replace(/:\d+$/, ''), config.localHosts);
}

/** Whether the Create area is open on the request's host (CREATE_AREA: on, off, or local hosts only). */
export function createAreaOpen(request: FastifyRequest, config: Config): boolean {
  return config.createArea === 'on' || (config.createArea === 'local' && onLocalHost(request, config));
}

/** The Create area's API: plans, topics, ideas, posts, their media uploads and publications. */
const CREATE_API = /^\/api\/(content_plan|create|answers|publications)(\/|\?|$)/;

/**
 * Where the Create area is closed its API is too, not only its screens: its calls answer 404, so no post is written,
 * drafted by the model or scheduled there. Publications already scheduled still go out (the job is not a request).
 */
export function closeCreateApiWhereClosed(api: FastifyInstance, config: Config): void {
  if (config.createArea === 'on') return;
  api.addHook('onRequest', async (request) => {
    if (CREATE_API.test(request.url) && !createAreaOpen(request, config)) {
      throw new AppError('NOT_FOUND', 'The Create area is not available on this Inroad');
    }
  });
}
