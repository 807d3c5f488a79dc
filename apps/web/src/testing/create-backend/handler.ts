import type { ContentGroup, ContentPlan } from '@inroad/contracts/content-plan';
import type { Answer } from '@inroad/contracts/create';
import type { Variant } from '@inroad/contracts/create-variant';
import type { Endpoint } from '@inroad/contracts/endpoint';
import type { Integration } from '@inroad/contracts/integrations';
import type { PostingSlot } from '@inroad/contracts/posting-slots';
import type { BestHours, Publication } from '@inroad/contracts/publishing';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';

// What every area of the in-memory Create backend shares: its state, its handler shape and its errors.

export const SUCCESS = { status: 'success' } as const;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A handler sees the request as the endpoint's schemas parsed it. */
export type HandlerOf<E extends Endpoint> = (request: {
  body: Out<NonNullable<E['body']>>;
  query: Out<NonNullable<E['query']>>;
  params: Record<string, string>;
}) => unknown;
export type Handler = (request: { body: unknown; query: unknown; params: Record<string, string> }) => unknown;
export type Route = [Endpoint, Handler];

export function on<E extends Endpoint>(endpoint: E, handler: HandlerOf<E>): Route {
  return [endpoint, handler as Handler];
}

export interface CreateBackendState {
  plans: ContentPlan[];
  groups: ContentGroup[];
  answers: Answer[];
  variants: Variant[];
  slots: PostingSlot[];
  /** What 'Next free slot' picks (the server's computation is tested on the server); null with no slots. */
  nextFreeSlot: string | null;
  publications: Publication[];
  integrations: Integration[];
  /** What the Reddit integrations' accounts subscribe to. */
  subreddits: string[];
  /** The best hours as the server ranks them (the ranking is tested on the server). */
  bestHours: BestHours['hours'];
  postsWithNumbers: number;
}

/** What each area's handlers work on. */
export interface BackendContext {
  state: CreateBackendState;
  /** The next new record's id. */
  id: () => number;
  timeZone: string;
}

export function notFound(what: string): never {
  throw new ApiError({ status: 404, kind: 'unhandled', message: 'An unhandled error occurred', serverMessage: what });
}

export function badRequest(message: string): never {
  throw new ApiError({ status: 400, kind: 'bad-request', message, serverMessage: message });
}

/** As the server sees it: being published, and taken by the extension (or a worker), not still waiting for it. */
export const isInHand = (publication: Publication | undefined) =>
  publication?.status === 'publishing' && !publication.waitingForExtension;

/** A refusal the app explains itself (a 409 with the server's reason). */
export function conflict(message: string): never {
  throw new ApiError({
    status: 409,
    kind: 'unhandled',
    message: 'An unhandled error occurred',
    serverMessage: message,
  });
}

export function findAnswer(state: CreateBackendState, answerId: number): Answer {
  return state.answers.find((a) => a.id === answerId) ?? notFound('Answer not found');
}
