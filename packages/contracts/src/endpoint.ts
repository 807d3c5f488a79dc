import type { z } from 'zod';
import { refuseUnsafeText } from './text.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call: its method, its path under /api, and the schemas of what goes in and comes out.
 * The server registers routes from these, the web app and the extension call through them,
 * so a request or response shape is written exactly once.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  response: R;
}

export function endpoint<
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return { ...definition, query: refusingUnsafeText(definition.query), body: refusingUnsafeText(definition.body) };
}

/**
 * Every call's input, whoever sends it, refuses NUL and unpaired surrogates (which PostgreSQL cannot store) with an
 * issue naming the field. Network answers pass: their schemas strip those characters first (see text.ts).
 */
function refusingUnsafeText<S extends z.ZodType | undefined>(schema: S): S {
  // superRefine returns the same kind of schema with one more check; the cast only restores the generic.
  return (schema ? schema.superRefine(refuseUnsafeText) : schema) as S;
}

export type EndpointQuery<E> =
  E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;
