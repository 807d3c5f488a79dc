import { afterEach, describe, expect, it } from 'vitest';
import { buildNormalizedPost } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { INGEST_MAX_POSTS, ingestPosts } from '../modules/ingest/ingest.service.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Holds the event loop the way a burst of synchronous work does. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('per-request cost and load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, instead of queueing the request', async () => {
    t = await startTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50', MAX_EVENT_LOOP_UTILIZATION: '0' });
    let shed: Response | undefined;
    // The lag is sampled on a timer as a mean: lag it in steady steps, as a burst of work does, until a sample saw it.
    for (let attempt = 0; attempt < 20 && !shed; attempt++) {
      for (let step = 0; step < 6; step++) {
        blockEventLoop(100);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const answer = await fetch(`${t.baseUrl}/api/health`);
      if (answer.status === 503) shed = answer;
    }
    expect(shed?.status).toBe(503);
    expect(Number(shed?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await shed?.json()).toMatchObject({
      status: 'error',
      code: 'UNAVAILABLE',
      message: expect.stringContaining('busy'),
    });
  });

  it('compresses large JSON answers for clients that accept gzip', async () => {
    t = await startTestApp();
    const answer = await fetch(`${t.baseUrl}/api/docs/json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect((await answer.json()) as object).toHaveProperty('openapi');
  });

  it('refuses more posts in one ingest call than the cap, naming the limit', async () => {
    t = await startTestApp();
    const posts = Array.from({ length: INGEST_MAX_POSTS + 1 }, () => buildNormalizedPost());
    const call = ingestPosts({ db: t.ctx.db, queue: t.ctx.queue, userId: crypto.randomUUID(), sourceId: null, posts });
    await expect(call).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining(`at most ${INGEST_MAX_POSTS} posts`),
    });
  });
});
