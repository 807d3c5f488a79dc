import type { Endpoint } from '@inroad/contracts/endpoint';
import { vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { answerByContract, recordContractBreach } from './contract-breaches.ts';

/** One request as the server reads it: path values, and query and body parsed by the endpoint's schemas. */
export interface FakeRequest {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => unknown;

interface Sent extends FakeRequest {
  endpoint: Endpoint;
}

// Sent requests keep what the app sent: the query's names it gave, as the server reads them (without the defaults
// of the names it left out), and the body as sent (before the schema's defaults).

// The requests the fake server saw in the running test; emptied after each test (setup.ts).
const sent: Sent[] = [];

/** The requests sent to one endpoint in this test, in order. */
export function requestsTo(endpoint: Endpoint): FakeRequest[] {
  return sent.filter((request) => request.endpoint === endpoint);
}

/** The bodies sent to one endpoint in this test, in order. */
export function bodiesSentTo(endpoint: Endpoint): unknown[] {
  return requestsTo(endpoint).map((request) => request.body);
}

export function forgetSentRequests(): void {
  sent.splice(0);
}

/** Where a fake server's `fetch` sends what it does not answer. */
const passedOn = Symbol('passed on');

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
}

function routeOf(endpoint: Endpoint): Route {
  const names: string[] = [];
  const source = endpoint.path
    .split(/(:\w+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  return { endpoint, pattern: new RegExp(`^/api${source}$`), names };
}

/** The query as a server reads a URL's: a name given more than once becomes a list. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

/** The parsed query's values of the names the URL gave. */
function namesSent(parsed: unknown, raw: Record<string, unknown>): unknown {
  if (typeof parsed !== 'object' || parsed === null) return parsed;
  return Object.fromEntries(Object.entries(parsed).filter(([name]) => name in raw));
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * What the server answers for an ApiError a handler throws: a failure to reach it for status 0, else its status with
 * the error body carrying `serverMessage`, or no body where the error has none (the client then has only the status).
 */
function errorAnswer(error: ApiError): Response {
  if (error.status === 0) throw new TypeError('Failed to fetch');
  if (error.serverMessage === undefined) return json(error.status, undefined);
  return json(error.status, { status: 'error', message: error.serverMessage });
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Puts an in-memory server behind `fetch` for the running test (unstubbed after it): the real api-client sends its
 * requests over it and reads the answers as it reads the server's. A request is parsed with the endpoint's query and
 * body schemas, as the server does; a request outside them, or an answer outside the response schema, is a contract
 * breach that fails the test. A request no handler takes goes on to the fetch the test had before (by default the
 * set-up file's, which refuses it as a network failure, loudly in the log).
 */
export function serveFakeApi(
  handle: (endpoint: Endpoint, request: FakeRequest) => unknown,
  endpoints: () => Iterable<Endpoint>,
) {
  const fakeFetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    // Literal paths first, so '/post/list' is not read as '/post/:id'.
    const routes = [...endpoints()].map(routeOf).sort((a, b) => a.names.length - b.names.length);
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw abortError();
    for (const route of routes) {
      if (route.endpoint.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      return answer(route.endpoint, params, url, init, signal);
    }
    return passOn(input, init);
  };

  async function answer(
    endpoint: Endpoint,
    params: Record<string, string>,
    url: URL,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const where = `${endpoint.method} ${endpoint.path}`;
    const rawBody = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : undefined;
    const rawQuery = queryOf(url.searchParams);
    const query = endpoint.query ? endpoint.query.safeParse(rawQuery) : undefined;
    const body = endpoint.body ? endpoint.body.safeParse(rawBody) : undefined;
    for (const [part, parsed] of [
      ['query', query],
      ['body', body],
    ] as const) {
      if (parsed && !parsed.success) {
        const breach = `${where}: the app sent a ${part} outside the contract: ${parsed.error.message}`;
        recordContractBreach(breach);
        return json(400, { status: 'error', message: breach });
      }
    }
    const request = { params, query: query?.data, body: body ? body.data : rawBody };
    sent.push({ endpoint, params, query: namesSent(query?.data, rawQuery), body: rawBody });
    const pending = (async () => {
      try {
        const result = await handle(endpoint, request);
        answerByContract(endpoint, result);
        return json(200, result);
      } catch (error) {
        if (error instanceof ApiError) return errorAnswer(error);
        throw error;
      }
    })();
    if (!signal) return pending;
    return Promise.race([
      pending,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError()), { once: true })),
    ]);
  }

  // What the server does not answer (an upload to storage, a path it has no route for) goes to the fetch the test
  // had before, never to an earlier fake server: a server put in place replaces the one before it.
  const before = globalThis.fetch as typeof globalThis.fetch & { [passedOn]?: typeof fetch };
  const passOn = before[passedOn] ?? before;
  vi.stubGlobal('fetch', Object.assign(vi.fn(fakeFetch), { [passedOn]: passOn }));
}
