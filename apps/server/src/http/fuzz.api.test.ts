import { getHealth } from '@inroad/contracts/health';
import { getUserSettings } from '@inroad/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripeServer, startFakeStripe, stripeEnv } from '../../test/fake-stripe-server.ts';
import { contractEndpoints, type FuzzRequest, fuzzRequests } from '../../test/fuzz/requests.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

// Every contract endpoint, through HTTP, with values generated from its request schema by fast-check and hostile
// values mixed in (NUL, lone surrogates, deep and wide JSON, huge strings, wrong types and content types, bad path
// parameters), signed in and anonymous. No request may answer 5xx, and the server must be healthy after.
// FUZZ_SEED and FUZZ_REQUESTS change the run; a failure prints the requests that failed, to replay.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? 5_000);
const IN_FLIGHT = 8;

let t: TestApp;
let stripe: FakeStripeServer;
let token: string;
beforeAll(async () => {
  // Billing talks to a fake Stripe on loopback; without it the billing calls answer 503 "not configured" by design.
  stripe = await startFakeStripe();
  t = await startTestApp(stripeEnv(stripe));
  token = await t.signIn('fuzz@example.com');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Failure = { request: string; status: number; message: string };

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  const headers = { ...request.headers, ...(request.signedIn ? { 'x-sessiontoken': token } : {}) };
  // Over kept connections, also past the head's 16 KB limit: that answer must say it closes its connection.
  const response = await t.fetch(`${t.baseUrl}/api${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` ${request.body.slice(0, 300)}`;
  const who = request.signedIn ? 'signed in' : 'anonymous';
  return `${request.method} ${request.path.slice(0, 300)} (${who}, ${request.headers['content-type'] ?? 'no type'})${body}`;
}

describe('fuzzing every endpoint from its contract', () => {
  it(`answers ${COUNT} generated requests (seed ${SEED}) without a 5xx, and stays healthy`, async () => {
    const endpoints = await contractEndpoints();
    expect(endpoints.length).toBeGreaterThan(80);
    const requests = fuzzRequests(endpoints, { seed: SEED, count: COUNT });
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const timings = new Map<string, number>();
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++] as FuzzRequest;
        const started = performance.now();
        const { status, text } = await send(request);
        const key = `${request.method} ${request.path.split('?')[0]?.slice(0, 60)}`;
        timings.set(key, (timings.get(key) ?? 0) + performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push({ request: describeRequest(request), status, message: text.slice(0, 300) });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    if (process.env.FUZZ_TIMINGS) console.log([...timings].sort((a, b) => b[1] - a[1]).slice(0, 15));
    expect(failures.slice(0, 10)).toEqual([]);
    // The run reached the handlers, not only the validators: some requests succeeded.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(COUNT / 20);
    const health = await t.call(getHealth);
    expect(health.status).toBe(200);
    const settings = await t.call(getUserSettings, { token });
    expect(settings.status).toBe(200);
  }, 900_000);
});
