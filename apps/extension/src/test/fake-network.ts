import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createInroadApi } from '../inroad/server-api.ts';
import { createSessionStore } from '../inroad/session.ts';
import { createLinkedinClient } from '../linkedin/client.ts';
import { LINKEDIN_ENDPOINTS } from '../linkedin/endpoints.ts';
import { memoryStore } from '../platform/chrome.ts';
import { createRedditClient } from '../reddit/client.ts';
import { type FakeReply, type RecordedRequest, startFakeServer } from './fake-server.ts';

/** The Inroad user the fake network's session belongs to. */
export const TEST_USER_ID = 'user-of-the-test';

export type Route = (request: RecordedRequest) => FakeReply | undefined;

/**
 * LinkedIn, Reddit and the Inroad API as one fake server on loopback: LinkedIn under /voyager/api, Inroad under
 * /api, Reddit elsewhere. Tests push routes; the first that answers wins; anything unrouted is a 404.
 */
export async function startFakeNetwork() {
  const routes: Route[] = [];
  const server = await startFakeServer((request) => {
    for (const route of routes) {
      const reply = route(request);
      if (reply) return reply;
    }
    return { status: 404, body: { status: 'error', message: `unrouted ${request.method} ${request.path}` } };
  });
  const sessions = createSessionStore(memoryStore());
  // A 401 from the fake Inroad makes the extension forget its session: each test starts signed in again.
  const signIn = () =>
    sessions.set({ token: 'test-session-token', apiBase: `${server.url}/api`, userId: TEST_USER_ID });
  await signIn();
  const deps = {
    linkedin: createLinkedinClient({
      fetch,
      cookies: { get: async () => '"ajax:42"' },
      endpoints: { ...LINKEDIN_ENDPOINTS, baseUrl: server.url },
    }),
    reddit: createRedditClient({ fetch, baseUrl: server.url }),
    inroad: createInroadApi({ fetch, sessions }),
  };
  return {
    ...server,
    sessions,
    deps,
    /** Answers requests whose method and path start match. */
    on(method: string, pathStart: string, reply: FakeReply | ((request: RecordedRequest) => FakeReply)) {
      routes.unshift((request) =>
        request.method === method && request.path.startsWith(pathStart)
          ? typeof reply === 'function'
            ? reply(request)
            : reply
          : undefined,
      );
    },
    async reset() {
      routes.length = 0;
      server.requests.length = 0;
      await signIn();
    },
    sent(pathStart: string) {
      return server.requests.filter((request) => request.path.startsWith(pathStart));
    },
  };
}

export type FakeNetwork = Awaited<ReturnType<typeof startFakeNetwork>>;

/**
 * One fake network for a test file, started before its tests, emptied of routes and requests before each, closed
 * after them: `const net = useFakeNetwork();` then `net().on(…)`.
 */
export function useFakeNetwork(): () => FakeNetwork {
  let net: FakeNetwork | undefined;
  beforeAll(async () => {
    net = await startFakeNetwork();
  });
  afterAll(async () => {
    await net?.close();
  });
  beforeEach(async () => {
    await net?.reset();
  });
  return () => {
    if (!net) throw new Error('The fake network is started in beforeAll');
    return net;
  };
}
