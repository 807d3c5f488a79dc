import { transientRetryDelayMs } from '@inroad/contracts/transient-retry';
import type { APIResponse } from 'playwright-core';

/**
 * Sends again a request the server shed (503 with Retry-After), as the web app's client does: a journey's own API
 * call meets the same load shedding as the app's on a busy machine.
 */
export async function retryingShed(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let retries = 0; ; retries++) {
    const response = await send();
    const delay = transientRetryDelayMs(
      { status: response.status(), headers: new Headers(response.headers()) },
      retries,
    );
    if (delay === null) return response;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
