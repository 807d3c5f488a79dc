/**
 * How a publication attempt ended when it did not succeed. The publisher decides from these whether to try again
 * (with back-off), to give up with the network's reason, or to ask the user to sign in again.
 */

/** Attempts before a publication that keeps meeting network failures is given up. */
export const MAX_ATTEMPTS = 5;

/** The network said no and will say it again (text too long, media rejected, subreddit forbids it): fail now. */
export class PermanentPublishError extends Error {}

/** The network refused the credentials (401), or the extension found the user signed out. */
export class SignInRequiredError extends Error {}

/**
 * Worth another try: a network error, a timeout, a 5xx, a 429. `mayHavePosted` says the request may have reached
 * the network (so the next attempt looks the post up first); `retryAfterMs` is the network's own wait, if it said.
 */
export class TransientPublishError extends Error {
  constructor(
    message: string,
    readonly options: {
      mayHavePosted: boolean;
      retryAfterMs?: number;
      /** Nothing was tried: the post waits for a limit or a pause to end, however many attempts it has had. */
      waitOnly?: boolean;
    } = { mayHavePosted: true },
  ) {
    super(message);
  }
}

/** The reason a network gave, from a JSON error body when there is one, cut to a readable length. */
export async function networkReason(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let reason = text;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    reason = String(body.message ?? body.error_description ?? body.error ?? text);
  } catch {
    // not JSON: the text as it is
  }
  return `${response.status}${reason ? `: ${reason.slice(0, 300)}` : ''}`;
}

/** Sorts a non-2xx answer of a call that creates a post. */
export async function errorForResponse(response: Response, network: string): Promise<Error> {
  const reason = `${network} answered ${await networkReason(response)}`;
  if (response.status === 401) return new SignInRequiredError(reason);
  if (response.status === 429 || response.status === 408) {
    return new TransientPublishError(reason, { mayHavePosted: false, retryAfterMs: retryAfterMs(response.headers) });
  }
  if (response.status >= 400 && response.status < 500) return new PermanentPublishError(reason);
  return new TransientPublishError(reason, { mayHavePosted: true, retryAfterMs: retryAfterMs(response.headers) });
}

export function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? Math.max(0, seconds * 1000) : undefined;
}

/** fetch, with a transport failure (refused, reset, timeout) as a transient error that may have posted. */
export async function send(url: string, init: RequestInit, options: { timeoutMs?: number } = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) });
  } catch (error) {
    throw new TransientPublishError(`Network error: ${(error as Error).message}`, {
      mayHavePosted: init.method !== 'GET',
    });
  }
}
