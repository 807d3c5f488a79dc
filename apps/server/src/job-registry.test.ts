import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from './app-context.ts';

describe('a process that only runs jobs (npm run worker)', () => {
  it('knows what a failed instruction means, though it builds no routes', async () => {
    // A fresh module graph, as in a worker process: the handlers are not left over from an app built before.
    vi.resetModules();
    const { startWorkers } = await import('./job-registry.ts');
    const { failureHandlerOf } = await import('./modules/instructions/failure-handlers.ts');
    const queue = { work: async () => {} } as unknown as AppContext['queue'];
    await startWorkers({ queue } as AppContext);
    // The lease job fails a post the extension took and never reported on: the post must show as failed.
    expect(failureHandlerOf('publish_post')).toBeDefined();
    // And a like that never went out is taken back.
    expect(failureHandlerOf('like')).toBeDefined();
  });
});
