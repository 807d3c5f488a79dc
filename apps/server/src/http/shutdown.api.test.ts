import { onboardingAiTopics } from '@inroad/contracts/ai';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../../test/fake-openai-server.ts';
import { expectOk, startTestApp, type TestApp } from '../../test/harness.ts';
import { drainOf } from '../app.ts';
import { createShutdown } from './shutdown.ts';

// A model call that the fake model holds open is the slow request in flight when the process is told to stop.

let t: TestApp | undefined;
let model: FakeOpenAiServer | undefined;
afterEach(async () => {
  await t?.smtp.close();
  await model?.close();
  t = undefined;
  model = undefined;
});

const TOPICS = JSON.stringify({ topics: ['Restaurant payroll', 'Tip pooling', 'Shift scheduling'] });

async function startWithHeldModel() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  model = await startFakeOpenAiServer(async () => {
    await held;
    return { content: TOPICS };
  });
  t = await startTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '60000' });
  const token = await t.signIn('shutdown@example.com');
  const slow = t.call(onboardingAiTopics, { token, body: { prompt: 'payroll' } });
  await waitFor(() => (model?.requests.length ?? 0) > 0);
  return { token, slow, release };
}

function shutdownOf(app: TestApp, timeoutMs: number) {
  const exits: { code: number; atMs: number }[] = [];
  const started = Date.now();
  const shutdown = createShutdown({
    app: app.app,
    drain: drainOf(app.app),
    ctx: app.ctx,
    timeoutMs,
    exit: (code) => exits.push({ code, atMs: Date.now() - started }),
  });
  return { shutdown, exits };
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('shutdown with a deadline', () => {
  it('lets a request in flight finish, answers new ones 503 with Retry-After, and exits cleanly', async () => {
    const { token, slow, release } = await startWithHeldModel();
    const app = t as TestApp;
    const { shutdown, exits } = shutdownOf(app, 8_000);
    const stopping = shutdown('SIGTERM');

    // A new connection while draining is answered, not reset.
    const refused = await fetch(`${app.baseUrl}/api/user/settings`, { headers: { 'x-sessiontoken': token } });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ status: 'error', message: expect.stringContaining('restarting') });
    expect(exits).toEqual([]);

    release();
    const finished = expectOk(await slow, 200);
    expect(finished.body.topics).toContain('Tip pooling');
    await stopping;
    expect(exits).toHaveLength(1);
    expect(exits[0]?.code).toBe(0);
  });

  it('cuts a request still running at the deadline and exits within it', async () => {
    const { slow, release } = await startWithHeldModel();
    const { shutdown, exits } = shutdownOf(t as TestApp, 2_000);
    await shutdown('SIGTERM');
    expect(exits).toHaveLength(1);
    expect(exits[0]?.code).toBe(1);
    expect(exits[0]?.atMs).toBeLessThanOrEqual(2_000 + 250);
    await expect(slow).rejects.toThrow();
    release();
  });
});
