import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { createLogger } from '../http/logging.ts';
import { createPgBossQueue, type JobQueue } from './queue.ts';

let database: Database | undefined;
let queue: JobQueue | undefined;
afterEach(async () => {
  await queue?.stop();
  await database?.close();
});

describe('the pg-boss job queue', () => {
  it('takes a job inside a transaction when no worker serves its queue (WORKERS=off)', async () => {
    database = await openTestDatabase();
    queue = createPgBossQueue(database, createLogger('silent'));
    await queue.start();
    await queue.declareQueues(['post.enrich']);

    const sent = database.db.transaction(async (tx) => {
      await queue?.send('post.enrich', { userId: randomUUID(), postIds: [randomUUID()] }, { tx });
    });
    // Before queues were declared up front, PGlite waited here for ever: creating the queue needed the
    // database's only connection, which the transaction held.
    const outcome = await Promise.race([
      sent.then(() => 'sent'),
      new Promise((resolve) => setTimeout(resolve, 20_000, 'stuck')),
    ]);
    expect(outcome).toBe('sent');
    const stored = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'post.enrich'`,
    );
    expect(stored[0]?.n).toBe(1);
  });
});

describe("a pg-boss worker's polling interval", () => {
  it('serves a queue with the default interval and one that looks every minute', async () => {
    database = await openTestDatabase();
    queue = createPgBossQueue(database, createLogger('silent'));
    await queue.start();
    await queue.declareQueues(['retention.prune', 'auth.cleanup']);
    const served: string[] = [];
    const bothServed = new Promise<void>((resolve) => {
      const serve = (name: string) => async () => {
        served.push(name);
        if (served.length === 2) resolve();
      };
      // Sent before the slow worker starts: a worker looks once as it starts, then at its interval.
      void queue?.send('auth.cleanup', {}).then(async () => {
        await queue?.work('auth.cleanup', { batchSize: 1, pollingIntervalSeconds: 60 }, serve('auth.cleanup'));
        // No interval given (undefined) is pg-boss's default, not a setting it refuses.
        await queue?.work(
          'retention.prune',
          { batchSize: 1, pollingIntervalSeconds: undefined },
          serve('retention.prune'),
        );
        await queue?.send('retention.prune', {});
      });
    });
    let giveUp: NodeJS.Timeout | undefined;
    await Promise.race([bothServed, new Promise((resolve) => (giveUp = setTimeout(resolve, 30_000)))]);
    clearTimeout(giveUp);
    expect(served.sort()).toEqual(['auth.cleanup', 'retention.prune']);
  });
});

describe('stopping the pg-boss job queue', () => {
  it('cancels a job still running at the deadline: its signal is aborted and stop returns in time', async () => {
    database = await openTestDatabase();
    queue = createPgBossQueue(database, createLogger('silent'));
    await queue.start();
    // A real queue's name with a handler of the test's own: one slow job that stops when told to.
    await queue.declareQueues(['retention.prune']);
    let started = false;
    let aborted = false;
    let markStarted = () => {};
    const jobStarted = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    await queue.work('retention.prune', { batchSize: 1 }, async (_payloads, signal) => {
      started = true;
      markStarted();
      // A long job that stops when told to.
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      aborted = signal.aborted;
    });
    await queue.send('retention.prune', {});
    // Waits for the handler to start (no polling), or 30 s at most.
    let giveUp: NodeJS.Timeout | undefined;
    await Promise.race([jobStarted, new Promise((resolve) => (giveUp = setTimeout(resolve, 30_000)))]);
    clearTimeout(giveUp);
    expect(started).toBe(true);

    const stopAt = Date.now();
    const stopped = await queue.stop({ timeoutMs: 1_000 });
    expect(Date.now() - stopAt).toBeLessThan(5_000);
    expect(stopped).toEqual({ cancelled: 1 });
    expect(aborted).toBe(true);
    queue = undefined;
  });
});
