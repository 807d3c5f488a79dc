import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs a hand-written query and returns its rows. Both drivers answer `{ rows }`, but Drizzle types the raw result
 * per driver; this is the one place that bridges the two. Cast counts to int in the SQL: bigint comes back as a
 * string on node-postgres.
 */
export async function queryRows<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
