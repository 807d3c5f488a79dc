import type { NetworkFailure } from '@inroad/contracts/network';

/**
 * A network answer as the extension got it. The extension does not interpret bodies: it hands them to the
 * server's formatters, which also classify failures.
 */
export interface RawResponse {
  status: number;
  ok: boolean;
  url: string;
  /** Parsed JSON when the body is JSON, else its text ('' when empty). */
  body: unknown;
  /** LinkedIn's x-restli-id: the id of what a create made. */
  restliId?: string;
  /** Where a redirect pointed. */
  location?: string;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A failure found before the network answered: no session cookie, the request could not be sent. */
export class LocalNetworkFailure extends Error {
  readonly failure: NetworkFailure;
  constructor(failure: NetworkFailure) {
    super(failure.message);
    this.name = 'LocalNetworkFailure';
    this.failure = failure;
  }
}

export async function readRaw(response: Response): Promise<RawResponse> {
  const text = await response.text();
  let body: unknown = text;
  const type = response.headers.get('content-type') ?? '';
  if (text !== '' && (type.includes('json') || /^\s*[[{]/.test(text))) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  // A redirect not followed shows as an opaque answer with status 0 in browsers.
  const status = response.type === 'opaqueredirect' ? 302 : response.status;
  return {
    status,
    ok: status >= 200 && status < 300,
    url: response.url,
    body,
    restliId: response.headers.get('x-restli-id') ?? undefined,
    location: response.headers.get('location') ?? undefined,
  };
}

/** Sends a request; a request that cannot be sent at all becomes a LocalNetworkFailure. */
export async function send(fetchImpl: FetchLike, url: string, init: RequestInit, site: string): Promise<RawResponse> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new LocalNetworkFailure({
      kind: 'unknown',
      message: `${site} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      code: 'NETWORK',
    });
  }
  return readRaw(response);
}
