import type { Endpoint } from '@inroad/contracts/endpoint';
import { ErrorBody } from '@inroad/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import '@fastify/rate-limit';
import { requireUser } from './session.ts';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<E extends Endpoint> = {
  request: FastifyRequest;
  reply: FastifyReply;
  query: Input<NonNullable<E['query']>>;
  body: Input<NonNullable<E['body']>>;
};

export type AuthedRouteContext<E extends Endpoint> = RouteContext<E> & { userId: string };

function schemaOf(definition: Endpoint) {
  return {
    summary: definition.summary,
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    response: { 200: definition.response, '4xx': ErrorBody, '5xx': ErrorBody },
  };
}

/**
 * Registers one contract endpoint: fastify validates the input with the contract's schemas and
 * serialises the answer through the response schema, so no column leaks that the contract omits.
 */
export function publicRoute<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: (ctx: RouteContext<NoInfer<E>>) => Promise<z.input<NoInfer<E>['response']>>,
  options: RouteShorthandOptions = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...options,
    method: definition.method,
    url: definition.path,
    schema: schemaOf(definition),
    handler: (request, reply) =>
      handler({
        request,
        reply,
        query: request.query as Input<NonNullable<E['query']>>,
        body: request.body as Input<NonNullable<E['body']>>,
      }),
  });
}

/** Like publicRoute, for a signed-in caller: 401 without a valid session, and the handler gets the user id. */
export function authedRoute<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: (ctx: AuthedRouteContext<NoInfer<E>>) => Promise<z.input<NoInfer<E>['response']>>,
  options: RouteShorthandOptions = {},
): void {
  // Checked before validation so an anonymous caller gets 401, not a 400 about its body.
  const preValidation = async (request: FastifyRequest) => {
    requireUser(request);
  };
  publicRoute(app, definition, async (ctx) => handler({ ...ctx, userId: requireUser(ctx.request) }), {
    ...options,
    preValidation,
  });
}
