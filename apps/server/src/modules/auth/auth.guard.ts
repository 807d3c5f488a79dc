import '@fastify/cookie';
import { SESSION_COOKIE, SESSION_HEADER } from '@inroad/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveSession } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    sessionToken: string | null;
  }
}

/** The session token of a request: the cookie, or the header (the extension and API clients). */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return request.cookies[SESSION_COOKIE] || fromHeader || null;
}

/** Resolves the caller's session once per API request. */
export function installSessionResolver(app: FastifyInstance, db: Db): void {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    if (!token || token.length > 128) return;
    request.sessionToken = token;
    request.userId = (await resolveSession({ db, token })) ?? null;
  });
}

export function requireUser(request: FastifyRequest): string {
  if (!request.userId) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return request.userId;
}
