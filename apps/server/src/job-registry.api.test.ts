import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import type { Database } from './db/client.ts';
import { queryRows } from './db/raw.ts';
import { createLogger } from './http/logging.ts';
import { HOUSEKEEPING_JOBS, housekeepingSendOptions, JOBS, prepareJobQueues } from './job-registry.ts';
import { createPgBossQueue } from './jobs/queue.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
});

describe('npm run db:migrate', () => {
  it("prepares pg-boss's tables and every job's queue, and leaves the queue stopped", async () => {
    database = await openTestDatabase();
    const queue = createPgBossQueue(database, createLogger('silent'));
    await prepareJobQueues({ queue });
    expect(queue.isRunning()).toBe(false);
    // pg-boss keeps queues of its own (named __pgboss__…) on PostgreSQL.
    const queues = await queryRows<{ name: string }>(
      database.db,
      sql`select name from pgboss.queue where name not like '\_\_pgboss\_\_%'`,
    );
    expect(queues.map((row) => row.name).sort()).toEqual(JOBS.map((job) => job.name).sort());
  });
});

describe('housekeeping', () => {
  it('queues each housekeeping job once per slot, however often a server (re)starts within it', async () => {
    database = await openTestDatabase();
    const queue = createPgBossQueue(database, createLogger('silent'));
    await prepareJobQueues({ queue });
    await queue.start();
    const HOUR = 3_600_000;
    // Two starts in the same hour, as a restart does.
    try {
      for (let start = 0; start < 2; start++) {
        for (const name of HOUSEKEEPING_JOBS) await queue.send(name, {}, housekeepingSendOptions(name, HOUR));
      }
    } finally {
      await queue.stop();
    }
    const queued = await queryRows<{ name: string; count: number }>(
      database.db,
      sql`select name, count(*)::int as count from pgboss.job
          where name not like '\_\_pgboss\_\_%' group by name order by name`,
    );
    expect(queued).toEqual([...HOUSEKEEPING_JOBS].sort().map((name) => ({ name, count: 1 })));
  });
});
