import { JSON_VALUES_MAX, jsonShapeProblem } from '@inroad/contracts/json-limits';
import { errorCodes, type FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Values a JSON body of this route may hold (JSON_VALUES_MAX unless the route carries network answers). */
    jsonValuesMax?: number;
  }
}

/** Longest part of JSON.parse's own message that an answer quotes: it names the place, with a little of the body. */
const SYNTAX_MESSAGE_MAX = 160;

/**
 * Why a body Fastify's parser refused is refused: Fastify answers the same 'Body is not valid JSON' for a syntax
 * error and for valid JSON holding a `__proto__` key. Parsed again only on this error path, within the body limit.
 */
export function refusedJsonReason(body: string): string {
  try {
    JSON.parse(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `body: is not valid JSON: ${message.slice(0, SYNTAX_MESSAGE_MAX)}`;
  }
  return 'body: must not hold a "__proto__" key';
}

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), then held to the shape limits of
 * contracts/json-limits.ts before any schema or handler walks them: too deep answers 400, too many values 413.
 */
export function limitJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error instanceof errorCodes.FST_ERR_CTP_INVALID_JSON_BODY) {
        return done(new AppError('BAD_REQUEST', refusedJsonReason(body as string)), undefined);
      }
      if (error) return done(error, undefined);
      const valuesMax = request.routeOptions.config?.jsonValuesMax ?? JSON_VALUES_MAX;
      const problem = jsonShapeProblem(value, { valuesMax });
      if (problem) {
        const code = problem.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
        return done(new AppError(code, problem.message), undefined);
      }
      done(null, value);
    });
  });
}
