import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendRetryingTransient, TRANSIENT_RETRIES, transientRetryDelayMs } from './transient-retry.ts';

const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

describe('transientRetryDelayMs', () => {
  it('waits out a 503 with Retry-After, a little spread and at most 5 s', () => {
    const delay = transientRetryDelayMs(answer(503, { 'retry-after': '2' }), 0);
    expect(delay).toBeGreaterThanOrEqual(2000);
    expect(delay).toBeLessThanOrEqual(2500);
    expect(transientRetryDelayMs(answer(503, { 'retry-after': '60' }), 0)).toBe(5000);
  });

  it('gives up after the last retry, and never retries other answers', () => {
    expect(transientRetryDelayMs(answer(503, { 'retry-after': '1' }), TRANSIENT_RETRIES)).toBeNull();
    expect(transientRetryDelayMs(answer(503), 0)).toBeNull();
    expect(transientRetryDelayMs(answer(503, { 'retry-after': 'soon' }), 0)).toBeNull();
    expect(transientRetryDelayMs(answer(429, { 'retry-after': '1' }), 0)).toBeNull();
    expect(transientRetryDelayMs(answer(500, { 'retry-after': '1' }), 0)).toBeNull();
  });
});

describe('sendRetryingTransient over HTTP', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server that sheds the first `shed` requests with 503 and Retry-After: 0, then answers 200. */
  async function shedding(shed: number): Promise<{ url: string; seen: () => number }> {
    let seen = 0;
    server = createServer((_, res) => {
      seen++;
      if (seen <= shed) res.writeHead(503, { 'retry-after': '0' }).end('{"code":"UNAVAILABLE"}');
      else res.writeHead(200).end('{"ok":true}');
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}/`, seen: () => seen };
  }

  it('sends a shed request again until it is answered', async () => {
    const { url, seen } = await shedding(2);
    const response = await sendRetryingTransient(() => fetch(url, { method: 'POST', body: '{}' }));
    expect(response.status).toBe(200);
    expect(seen()).toBe(3);
  });

  it('hands back the 503 once the retries are spent', async () => {
    const { url, seen } = await shedding(10);
    const response = await sendRetryingTransient(() => fetch(url));
    expect(response.status).toBe(503);
    expect(seen()).toBe(1 + TRANSIENT_RETRIES);
  });
});
