import type { ErrorBody } from '@inroad/contracts/errors';
import { ownValue } from '@inroad/contracts/records';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** Errors of the database driver that mean "the database is not reachable", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

/** The error and the errors it wraps (a query builder wraps the driver's error in its own). */
function* causeChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield e;
    current = e.cause;
  }
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(e.message)
    )
      return true;
  }
  return false;
}

/**
 * What the database refused because another write got there first, at the same moment (another tab, a job), where the
 * service's own check had passed a moment before: a row added under one deleted in between (a foreign key), one
 * made twice (a unique key), two transactions that waited for each other. No fault of the server, and the request
 * may succeed when sent again.
 */
const CONCURRENT_CHANGES: Record<string, string> = {
  '23503': 'Something this refers to was deleted meanwhile, perhaps in another tab; reload and try again',
  '23505': 'This was just made by another request, perhaps in another tab; reload and try again',
  '40P01': 'This met another change at the same moment; try again',
  '40001': 'This met another change at the same moment; try again',
};

function concurrentChangeOf(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const message = typeof e.code === 'string' ? ownValue(CONCURRENT_CHANGES, e.code) : undefined;
    if (message) return message;
  }
  return undefined;
}

function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
    return error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? 'is invalid';
        if (issue.keyword === 'unrecognized_keys') return `${where}: ${message}`;
        return field ? `${field}: ${message}` : `${where}: ${message}`;
      })
      .join('; ');
  }
  return error.message;
}

/** Maps every thrown error to DESIGN's error body; nothing internal leaks past a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, message: string, code: string, retryAfter?: number) => {
      if (retryAfter !== undefined) reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
      const body: ErrorBody = { status: 'error', message, code, requestId: request.id };
      return reply.status(status).send(body);
    };

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return send(error.status, error.message, error.code, error.retryAfterSeconds);
    }
    if (error.validation) return send(400, describeValidation(error), 'BAD_REQUEST');
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(500, 'An internal error occurred', 'INTERNAL');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(503, 'The database is unavailable; try again shortly', 'UNAVAILABLE', 5);
    }
    const concurrentChange = concurrentChangeOf(error);
    if (concurrentChange) {
      // Logged with the constraint: a refusal no request could race into would be a fault to mend.
      request.log.warn({ err: error }, 'write refused by a concurrent change');
      return send(409, concurrentChange, 'CONFLICT');
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // The route's own limit (formatter calls carry larger bodies than the rest), named so the caller can split.
      const limit = request.routeOptions.bodyLimit;
      const named = limit ? `: at most ${limit} bytes` : '';
      return send(413, `Request body is too large${named}`, 'PAYLOAD_TOO_LARGE');
    }
    if (status === 415) return send(415, 'Send the request body as application/json', 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 429) return send(429, error.message, 'RATE_LIMITED');
    if (status >= 400 && status < 500) return send(status, error.message, 'BAD_REQUEST');
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'An internal error occurred', 'INTERNAL');
  });
}

/** JSON 404 for unknown paths of the API (the SPA answers everything else). */
export function installJsonNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      status: 'error',
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
      requestId: request.id,
    };
    return reply.status(404).send(body);
  });
}

/**
 * Errors Fastify answers before routing (a path segment over the router's length limit: 414; a malformed
 * percent-encoding: 400), in the same error body as every other failure.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    status: 'error',
    message: tooLong ? 'The address is too long' : 'The address is not valid',
    code: tooLong ? 'URI_TOO_LONG' : 'BAD_REQUEST',
    requestId: request.id,
  };
  return reply.status(tooLong ? 414 : 400).send(body);
}
