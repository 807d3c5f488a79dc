import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStore } from '../platform/chrome.ts';
import { type FakeReply, startFakeServer } from '../test/fake-server.ts';
import { createHttpInstructionApi } from './instruction-api.ts';
import { createInroadApi } from './server-api.ts';
import { createSessionStore } from './session.ts';

const like = { id: 'ins-1', type: 'like', payload: { platform: 'linkedin', postUrn: 'urn:li:activity:1' } };
let claims: unknown[] = [];
let pausedUntil: string | null = null;
let server: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  server = await startFakeServer((req): FakeReply => {
    if (req.path === '/api/extension/instructions/claim') {
      const instruction = claims.shift() ?? null;
      return { body: { instruction, lease: null, nextClaimAfterMs: instruction ? 4000 : 90_000, pausedUntil } };
    }
    return { body: { status: 'success', instructionStatus: 'done', pausedUntil: null } };
  });
});
afterAll(async () => {
  await server.close();
});

async function api(options: Parameters<typeof createHttpInstructionApi>[1]) {
  const sessions = createSessionStore(memoryStore());
  await sessions.set({ token: 'tok', apiBase: `${server.url}/api` });
  return createHttpInstructionApi(createInroadApi({ fetch, sessions }), options);
}

describe('instruction queue over HTTP', () => {
  it('claims, waits as long as the server asks before the next claim, and stops on a long pause', async () => {
    claims = [like, { ...like, id: 'ins-2' }];
    let clock = 0;
    const waits: number[] = [];
    const queue = await api({
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
      types: ['like'],
    });
    expect((await queue.claim())?.id).toBe('ins-1');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({ types: ['like'] });
    clock += 1000;
    expect((await queue.claim())?.id).toBe('ins-2');
    expect(waits).toEqual([3000]);
    // An empty queue's idle interval does not hold back work queued meanwhile.
    expect(await queue.claim()).toBeNull();
    claims = [{ ...like, id: 'ins-3' }];
    expect((await queue.claim())?.id).toBe('ins-3');
    expect(waits).toEqual([3000, 4000]);
    // A pause does: no claim is sent while it lasts longer than the longest wait.
    pausedUntil = new Date(Date.now() + 90_000).toISOString();
    expect(await queue.claim()).toBeNull();
    expect(queue.pausedUntil?.()).toBe(Date.parse(pausedUntil));
    const before = server.requests.length;
    expect(await queue.claim()).toBeNull();
    expect(server.requests.length).toBe(before);
    pausedUntil = null;
  });

  it("claims a new session's queue at once, not held by the pause the last session's queue was given", async () => {
    const sessions = createSessionStore(memoryStore());
    await sessions.set({ token: 'tok-a', apiBase: `${server.url}/api` });
    const queue = createHttpInstructionApi(createInroadApi({ fetch, sessions }));
    pausedUntil = new Date(Date.now() + 90_000).toISOString();
    expect(await queue.claim()).toBeNull();
    pausedUntil = null;

    // Another user signs in to the extension; their queue is not paused.
    await sessions.set({ token: 'tok-b', apiBase: `${server.url}/api` });
    queue.sessionChanged?.();
    claims = [like];
    expect((await queue.claim())?.id).toBe('ins-1');
    expect(server.requests.at(-1)?.headers['x-sessiontoken']).toBe('tok-b');
    expect(queue.pausedUntil?.()).toBeNull();
  });

  it('reports done with what was created, and failures with their kind', async () => {
    const queue = await api({});
    await queue.report('ins-1', {
      ok: true,
      createdId: 'urn:li:fsd_reaction:(a,b,0)',
      postCount: null,
      noteDropped: false,
    });
    expect(server.requests.at(-1)?.path).toBe('/api/extension/instructions/ins-1/result');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({
      status: 'done',
      result: { createdId: 'urn:li:fsd_reaction:(a,b,0)', noteDropped: false },
    });
    await queue.report('ins 2', { ok: false, failure: { kind: 'rate_limit', message: 'Too many', code: '429' } });
    expect(server.requests.at(-1)?.path).toBe('/api/extension/instructions/ins%202/result');
    expect(JSON.parse(server.requests.at(-1)?.body ?? '')).toEqual({
      status: 'failed',
      failure: { kind: 'rate_limit', message: 'Too many', code: '429' },
    });
  });
});
