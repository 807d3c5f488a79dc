import { JSON_VALUES_MAX, jsonShapeProblem } from '@inroad/contracts/json-limits';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Values a JSON body of this route may hold (JSON_VALUES_MAX unless the route carries network answers). */
    jsonValuesMax?: number;
  }
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
