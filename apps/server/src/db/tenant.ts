import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The where-clause every query on user data starts from: the row must belong to the caller.
 * Queries build on it (`ownedBy(posts.userId, userId, eq(posts.id, id))`) so that no query can
 * forget the tenant, and a foreign id simply finds nothing (answered as 404).
 */
export function ownedBy(userIdColumn: PgColumn, userId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(userIdColumn, userId), ...conditions) as SQL;
}
