import type { Endpoint } from '@inroad/contracts/endpoint';
import { getUserSettings } from '@inroad/contracts/user';
import { vi } from 'vitest';
import type { apiRequest } from '../../lib/api-client.ts';
import { answerByContract } from '../contract-breaches.ts';
import { buildUserSettings } from '../fake-api.ts';
import { answerRoutes } from './answers.ts';
import { type CreateBackendState, type Handler, type HandlerOf, on } from './handler.ts';
import { planRoutes } from './plans.ts';
import { publishingRoutes } from './publishing.ts';
import { scheduleRoutes } from './schedule.ts';

// An in-memory Create area behind `apiRequest`, for the web tests: requests are parsed with the contracts' body
// and query schemas, and every answer goes out through the endpoint's response schema, as the server's do.

type Input = { query?: unknown; body?: unknown; params?: Record<string, string> } | undefined;

export function createBackend(seed: Partial<CreateBackendState> = {}, options: { timeZone?: string } = {}) {
  const state: CreateBackendState = {
    plans: [],
    groups: [],
    answers: [],
    variants: [],
    slots: [],
    nextFreeSlot: null,
    publications: [],
    integrations: [],
    subreddits: [],
    bestHours: [],
    postsWithNumbers: 0,
    ...seed,
  };
  let nextId = 100;
  const timeZone = options.timeZone ?? 'UTC';
  const context = { state, id: () => nextId++, timeZone };
  const calls: { endpoint: Endpoint; body: unknown }[] = [];

  const handlers = new Map<Endpoint, Handler>([
    on(getUserSettings, () => buildUserSettings({ timeZone })),
    ...planRoutes(context),
    ...answerRoutes(context),
    ...scheduleRoutes(context),
    ...publishingRoutes(context),
  ]);

  /** Replaces one endpoint's handler, e.g. to make it fail. */
  const override = <E extends Endpoint>(endpoint: E, handler: HandlerOf<E>) => handlers.set(...on(endpoint, handler));

  /** Wires the backend into the mocked `apiRequest`. */
  const install = (mock: typeof apiRequest) => {
    const implementation = async (endpoint: Endpoint, input?: Input) => {
      const handler = handlers.get(endpoint);
      if (!handler) throw new Error(`Unexpected API call in test: ${endpoint.method} ${endpoint.path}`);
      const body = endpoint.body ? endpoint.body.parse(input?.body) : undefined;
      const query = endpoint.query ? endpoint.query.parse(input?.query) : undefined;
      calls.push({ endpoint, body: input?.body });
      return answerByContract(endpoint, await handler({ body, query, params: input?.params ?? {} }));
    };
    vi.mocked(mock).mockImplementation(implementation as typeof apiRequest);
  };

  /** The bodies sent to one endpoint, in order. */
  const sent = (endpoint: Endpoint) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

  return { state, install, override, sent };
}
