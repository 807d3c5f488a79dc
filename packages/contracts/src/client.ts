import type { Endpoint, EndpointResponse } from './endpoint.ts';
import { sendRetryingTransient } from './transient-retry.ts';

// The one transport for a contract call: the web app, the extension and the API tests send an endpoint and read its
// answer through it, each mapping a refusal to its own errors. A change of a contract thus reaches every caller.

/** What a call sends besides its endpoint: query and body (typed by the caller from the endpoint), path values. */
export type EndpointInput = { query?: unknown; body?: unknown; params?: Record<string, string | number> };

/** Where and how calls go: the API's base URL (ending in /api), the fetch to use, headers and options for each. */
export type Transport = {
  baseUrl: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  headers?: Record<string, string>;
  init?: Omit<RequestInit, 'method' | 'headers' | 'body'>;
  /**
   * Send a call again while the server answers 503 with Retry-After (shed, restarting: it did none of the work).
   * People's clients do; tests leave it off to see the answer itself.
   */
  retryTransient?: boolean;
};

/** A call's answer: a success parsed by the endpoint's response schema, else what the server said, as sent. */
export type EndpointAnswer<E extends Endpoint> =
  | { ok: true; status: number; body: EndpointResponse<E>; headers: Headers }
  | { ok: false; status: number; body: unknown; headers: Headers; outsideContract?: string };

/** The endpoint's path with its `:name` parameters filled in (encoded, so a '/' stays inside its segment) and its query. */
function endpointPath(endpoint: Endpoint, input: EndpointInput = {}): string {
  const params = input.params ?? {};
  const filled = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const qs = search.toString();
  return `${filled}${qs ? `?${qs}` : ''}`;
}

/**
 * Sends one call and reads its answer. Mutations go as JSON, `{}` when the endpoint takes no body (the server takes
 * mutations only as JSON). A success that breaks the response schema comes back refused, with `outsideContract`
 * saying how. A request that could not be sent throws, as fetch does.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput & { signal?: AbortSignal },
  transport: Transport,
): Promise<EndpointAnswer<E>> {
  const isMutation = endpoint.method !== 'GET';
  const send = transport.fetch ?? fetch;
  const sendOnce = () =>
    send(`${transport.baseUrl}${endpointPath(endpoint, input)}`, {
      ...transport.init,
      method: endpoint.method,
      headers: {
        Accept: 'application/json',
        ...(isMutation ? { 'Content-Type': 'application/json' } : {}),
        ...transport.headers,
      },
      body: isMutation ? JSON.stringify(input.body ?? {}) : undefined,
      signal: input.signal,
    });
  const response = transport.retryTransient ? await sendRetryingTransient(sendOnce, input.signal) : await sendOnce();
  const body = await readBody(response);
  const answer = { status: response.status, body, headers: response.headers };
  if (!response.ok) return { ok: false, ...answer };
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      ...answer,
      outsideContract: `${endpoint.method} ${endpoint.path} answered outside its contract: ${parsed.error.message}`,
    };
  }
  return { ok: true, ...answer, body: parsed.data as EndpointResponse<E> };
}

/** JSON when the answer is JSON, else its text (undefined when empty). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
