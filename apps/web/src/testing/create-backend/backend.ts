import type { Endpoint } from '@inroad/contracts/endpoint';
import { listNotices } from '@inroad/contracts/notice';
import { getUserSettings } from '@inroad/contracts/user';
import { buildUserSettings } from '../fake-api.ts';
import { bodiesSentTo, serveFakeApi } from '../fake-server.ts';
import { answerRoutes } from './answers.ts';
import { type CreateBackendState, type Handler, type HandlerOf, on } from './handler.ts';
import { planRoutes } from './plans.ts';
import { publishingRoutes } from './publishing.ts';
import { scheduleRoutes } from './schedule.ts';

// An in-memory Create area behind `fetch`, for the web tests: requests are parsed with the contracts' body and
// query schemas, and every answer goes out through the endpoint's response schema, as the server's do
// (fake-server.ts).

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

  const handlers = new Map<Endpoint, Handler>([
    on(getUserSettings, () => buildUserSettings({ timeZone })),
    // The queue screen watches for notices (a post that failed to publish); none unless a test overrides it.
    on(listNotices, () => ({ notices: [] })),
    ...planRoutes(context),
    ...answerRoutes(context),
    ...scheduleRoutes(context),
    ...publishingRoutes(context),
  ]);

  /** Replaces one endpoint's handler, e.g. to make it fail. */
  const override = <E extends Endpoint>(endpoint: E, handler: HandlerOf<E>) => handlers.set(...on(endpoint, handler));

  /** Puts the backend behind `fetch` for the running test. */
  const install = () =>
    serveFakeApi(
      (endpoint, request) => handlers.get(endpoint)?.(request as Parameters<Handler>[0]),
      () => handlers.keys(),
    );

  /** The bodies sent to one endpoint, in order. */
  const sent = (endpoint: Endpoint) => bodiesSentTo(endpoint);

  return { state, install, override, sent };
}
