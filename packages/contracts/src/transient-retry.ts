/**
 * Inroad answers 503 with Retry-After only when it did none of the request's work: shed under load before the
 * handler ran, shutting down, still starting, or its database unreachable (the transaction never committed). Such a
 * request can be sent again as it was, mutations included; every other failure is the caller's to show.
 */

/** How often a shed request is sent again before its 503 is shown. */
export const TRANSIENT_RETRIES = 2;
/** A longer Retry-After is not waited out: the person would be left looking at a spinner. */
const LONGEST_WAIT_MS = 5_000;

/** How long to wait before sending the request again, or null when the answer is not a transient 503. */
export function transientRetryDelayMs(
  response: { status: number; headers: Headers },
  retriesDone: number,
): number | null {
  if (response.status !== 503 || retriesDone >= TRANSIENT_RETRIES) return null;
  const header = response.headers.get('retry-after');
  if (header === null) return null;
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  // A little spread, so that clients shed together do not all come back in the same instant.
  const spread = 1 + Math.random() * 0.25;
  return Math.min(seconds * 1000 * spread, LONGEST_WAIT_MS);
}

/** Resolves after `ms`, or rejects with the signal's reason once it aborts. */
export function waitFor(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Sends with `send` and sends again while the answer is a transient 503 (see above). */
export async function sendRetryingTransient(
  send: () => Promise<Response>,
  signal?: AbortSignal | null,
): Promise<Response> {
  for (let retries = 0; ; retries++) {
    const response = await send();
    const delay = transientRetryDelayMs(response, retries);
    if (delay === null) return response;
    // The shed answer's body is not needed: release its connection before waiting.
    await response.body?.cancel().catch(() => undefined);
    await waitFor(delay, signal);
  }
}
