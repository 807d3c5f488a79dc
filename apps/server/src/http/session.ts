import '@fastify/cookie';
import { SESSION_COOKIE, SESSION_HEADER } from '@inroad/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

// The caller of a request, filled in by the session resolver the auth module installs (app.ts), so the
// HTTP layer can guard routes without knowing how sessions are stored.
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

export function requireUser(request: FastifyRequest): string {
  if (!request.userId) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return request.userId;
}
