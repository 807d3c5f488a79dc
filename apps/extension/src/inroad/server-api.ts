import { callEndpoint, type EndpointAnswer } from '@inroad/contracts/client';
import type { Endpoint, EndpointBody, EndpointResponse } from '@inroad/contracts/endpoint';
import {
  type FormatOutcomeBody,
  type FormatPostMetricsBody,
  type FormatPostsBody,
  type FormatProfileBody,
  type FormatTypeaheadBody,
  formatLinkedinCompany,
  formatLinkedinOutcome,
  formatLinkedinPostMetrics,
  formatLinkedinPosts,
  formatLinkedinProfile,
  formatLinkedinTypeahead,
  formatRedditComments,
  formatRedditOutcome,
  formatRedditPosts,
  type NetworkPlatform,
} from '@inroad/contracts/network';
import { sendRetryingTransient } from '@inroad/contracts/transient-retry';
import type { FetchLike, RawResponse } from '../net/raw-response.ts';
import type { SessionStore } from './session.ts';

// The extension's calls to the Inroad server, typed by the contracts: the formatters get raw network answers and
// give back posts, profiles, suggestions and typed failures.

export class InroadApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'InroadApiError';
    this.status = status;
  }
}

export const NOT_SIGNED_IN = 'Open Inroad and sign in, so the extension can reach your account';

export interface InroadApiOptions {
  fetch: FetchLike;
  sessions: SessionStore;
}

/** What the formatters need of a raw answer: its body, and its status when it was not a success. */
export function rawPart(raw: RawResponse): { rawData: unknown; httpStatus?: number } {
  return raw.status === 200 ? { rawData: raw.body } : { rawData: raw.body, httpStatus: raw.status };
}

export function outcomePart(raw: RawResponse): FormatOutcomeBody {
  return {
    httpStatus: raw.status,
    rawData: raw.body === '' ? undefined : raw.body,
    ...(raw.restliId ? { restliId: raw.restliId } : {}),
    ...(raw.location ? { location: raw.location } : {}),
  };
}

export function createInroadApi(options: InroadApiOptions) {
  /**
   * A session the server no longer knows (logged out, expired) is forgotten: the extension then says it is signed
   * out, and the web app hands it a new one, instead of it failing every call while claiming to be signed in.
   */
  const forgetRefused = (token: string) => options.sessions.clearIf(token);

  async function call<E extends Endpoint>(
    endpoint: E,
    input: { body?: EndpointBody<E>; params?: Record<string, string> } = {},
  ): Promise<EndpointResponse<E>> {
    const session = await options.sessions.get();
    if (!session) throw new InroadApiError(401, NOT_SIGNED_IN);
    let answer: EndpointAnswer<E>;
    try {
      // A call the server shed under load (503 with Retry-After) is sent again: it did none of the work.
      answer = await callEndpoint(endpoint, input, {
        baseUrl: session.apiBase,
        fetch: options.fetch,
        headers: { 'x-sessiontoken': session.token },
        retryTransient: true,
      });
    } catch (error) {
      throw new InroadApiError(
        0,
        `Inroad could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (answer.ok) return answer.body;
    if (answer.status === 401) await forgetRefused(session.token);
    if (answer.outsideContract) {
      throw new InroadApiError(answer.status, 'Inroad gave an answer the extension does not understand');
    }
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    throw new InroadApiError(
      answer.status,
      answer.status === 401
        ? NOT_SIGNED_IN
        : typeof message === 'string'
          ? message
          : `Inroad answered ${answer.status}`,
    );
  }

  /** A media file of the user's (a post's image), read with the session: path is below the API base. */
  async function readMedia(path: string): Promise<Blob> {
    const session = await options.sessions.get();
    if (!session) throw new InroadApiError(401, NOT_SIGNED_IN);
    let response: Response;
    try {
      // Shed under load (503 with Retry-After), the read is sent again, as a contract call is: a publication
      // otherwise failed on a busy server for an image it could have read a second later.
      response = await sendRetryingTransient(() =>
        options.fetch(`${session.apiBase}${path}`, {
          headers: { 'x-sessiontoken': session.token },
          // Not followed: a redirect would carry the session token to whatever host it names.
          redirect: 'manual',
        }),
      );
    } catch (error) {
      throw new InroadApiError(
        0,
        `Inroad could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    // A browser hides a redirect it did not follow behind an opaque answer of status 0.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      throw new InroadApiError(
        response.status,
        "The post's image could not be read: Inroad sent it on to another address, which the extension does not follow",
      );
    }
    if (response.status === 401) await forgetRefused(session.token);
    if (!response.ok) {
      throw new InroadApiError(
        response.status,
        response.status === 401 ? NOT_SIGNED_IN : `The post's image could not be read (${response.status})`,
      );
    }
    return response.blob();
  }

  return {
    call,
    readMedia,
    formatPosts: (platform: NetworkPlatform, body: FormatPostsBody) =>
      call(platform === 'linkedin' ? formatLinkedinPosts : formatRedditPosts, { body }),
    formatLinkedinProfile: (body: FormatProfileBody) => call(formatLinkedinProfile, { body }),
    formatLinkedinTypeahead: (body: FormatTypeaheadBody) => call(formatLinkedinTypeahead, { body }),
    formatLinkedinCompany: (body: { rawData: unknown; httpStatus?: number }) => call(formatLinkedinCompany, { body }),
    formatLinkedinPostMetrics: (body: FormatPostMetricsBody) => call(formatLinkedinPostMetrics, { body }),
    formatRedditComments: (body: { rawData: unknown; httpStatus?: number }) => call(formatRedditComments, { body }),
    formatOutcome: (platform: NetworkPlatform, body: FormatOutcomeBody) =>
      call(platform === 'linkedin' ? formatLinkedinOutcome : formatRedditOutcome, { body }),
  };
}

export type InroadApi = ReturnType<typeof createInroadApi>;
