import { callEndpoint, type EndpointAnswer } from '@inroad/contracts/client';
import type { Endpoint, EndpointBody, EndpointQuery, EndpointResponse } from '@inroad/contracts/endpoint';
import { CLIENT_ERROR_MESSAGES, ErrorBody } from '@inroad/contracts/errors';
import { notifications } from '@mantine/notifications';

const API_PREFIX = '/api';

export type ApiErrorKind = 'network' | 'unauthorized' | 'bad-request' | 'unhandled';

/**
 * A failed API call. `message` is the text to show a person (the spec's error catalogue);
 * `serverMessage` is what the server said, for features whose own wording depends on it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; kind: ApiErrorKind; message: string; serverMessage?: string }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.serverMessage = options.serverMessage;
  }
}

/** Whether a failure is shown in a notification: always, never, or as the caller decides for each failure. */
type NotifyFlag = boolean | ((error: ApiError) => boolean);

interface RequestFlags {
  /**
   * Show the catalogue message in a notification (default true). Off where the caller shows its own text; a
   * function decides per failure, for a caller that explains some failures itself and leaves the rest to the notice.
   */
  notify?: NotifyFlag;
  /** Go to /login on a 401 (default true). Off where the caller decides, e.g. the authentication check. */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Values of the path's `:name` parameters, e.g. `{ id }` for '/post/:id'. */
  params?: Record<string, string>;
}

type QueryPart<E> = EndpointQuery<E> extends undefined ? { query?: undefined } : { query: EndpointQuery<E> };
type BodyPart<E> = EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> };
export type RequestInput<E> = QueryPart<E> & BodyPart<E> & RequestFlags;

// The input argument may be left out only when the endpoint needs neither query nor body.
type RequestArgs<E> =
  Record<string, never> extends QueryPart<E> & BodyPart<E> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

const LOGIN_PATHS = ['/login', '/signin'];

function defaultUnauthorizedHandler(): void {
  window.location.assign('/login');
}

let unauthorizedHandler: () => void = defaultUnauthorizedHandler;

/** The router registers its own navigation here, so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...[input]: RequestArgs<E>
): Promise<EndpointResponse<E>> {
  try {
    return await send(endpoint, input);
  } catch (error) {
    if (error instanceof ApiError) {
      reportError(error, { notify: input?.notify ?? true, redirect: input?.redirectOnUnauthorized ?? true });
    }
    throw error;
  }
}

async function send<E extends Endpoint>(endpoint: E, input: RequestInput<E> | undefined): Promise<EndpointResponse<E>> {
  let answer: EndpointAnswer<E>;
  try {
    // A request the server shed under load (503 with Retry-After) is sent again before anyone sees 'busy'.
    answer = await callEndpoint(endpoint, input ?? {}, {
      baseUrl: API_PREFIX,
      init: { credentials: 'same-origin' },
      retryTransient: true,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: CLIENT_ERROR_MESSAGES.network });
  }
  if (answer.ok) return answer.body;
  if (answer.outsideContract) {
    console.error(answer.outsideContract);
    throw new ApiError({ status: answer.status, kind: 'unhandled', message: CLIENT_ERROR_MESSAGES.unhandled });
  }
  throw errorFromResponse(answer.status, answer.body);
}

function errorFromResponse(status: number, payload: unknown): ApiError {
  const body = ErrorBody.safeParse(payload);
  const serverMessage = body.success ? body.data.message : undefined;
  if (status === 401) {
    return new ApiError({ status, kind: 'unauthorized', message: serverMessage ?? 'Unauthorized', serverMessage });
  }
  if (status === 400) {
    return new ApiError({
      status,
      kind: 'bad-request',
      message: serverMessage || CLIENT_ERROR_MESSAGES.badRequest,
      serverMessage,
    });
  }
  return new ApiError({ status, kind: 'unhandled', message: CLIENT_ERROR_MESSAGES.unhandled, serverMessage });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function reportError(error: ApiError, handling: { notify: NotifyFlag; redirect: boolean }): void {
  if (error.kind === 'unauthorized') {
    if (handling.redirect && !isLoginPath(window.location.pathname)) unauthorizedHandler();
    return;
  }
  const notify = typeof handling.notify === 'function' ? handling.notify(error) : handling.notify;
  if (notify) notifyApiError(error);
}

/** The notification apiRequest shows for a failure. A 401 has none: it goes to /login. */
function notifyApiError(error: ApiError): void {
  // One notification per distinct message: a burst of failing calls should not stack identical alerts.
  notifications.show({
    id: `api-error:${error.message}`,
    color: 'red',
    title: 'Error',
    message: error.message,
  });
}
