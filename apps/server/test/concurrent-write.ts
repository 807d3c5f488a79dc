import { sql } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { queryRows } from '../src/db/raw.ts';
import { type TestApp, testEngine } from './harness.ts';
import { waitFor } from './publishing-fixtures.ts';

/**
 * Writes in a transaction held open until the request sent meanwhile waits for it (on PostgreSQL; PGlite has one
 * connection, where every other query waits for the whole transaction anyway). Answers the request's response, once
 * the write is committed.
 */
export async function sendWhileWriting<T>(
  t: TestApp,
  write: (tx: Tx) => Promise<void>,
  send: () => Promise<T>,
): Promise<T> {
  let sent: Promise<T> | undefined;
  await t.ctx.db.transaction(async (tx) => {
    await write(tx);
    sent = send();
    await untilAnotherConnectionWaits(tx);
  });
  return sent!;
}

async function untilAnotherConnectionWaits(tx: Tx) {
  if (testEngine() !== 'postgres') return;
  // Waiting for this transaction, not any other: the run's other test files share the PostgreSQL server.
  const waits = sql`SELECT count(*)::int AS n FROM pg_locks
    WHERE NOT granted AND pg_backend_pid() = ANY (pg_blocking_pids(pid))`;
  const waiting = async () => (await queryRows<{ n: number }>(tx, waits))[0]!.n > 0;
  await waitFor(waiting, 'the request to wait for the transaction');
}
