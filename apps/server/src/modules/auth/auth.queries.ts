import { and, count, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { loginTokens, sessions, users } from '../../db/schema/index.ts';

export async function insertLoginToken(db: DbOrTx, row: { tokenHash: string; email: string; expiresAt: Date }) {
  await db.insert(loginTokens).values(row);
}

export async function deleteLoginToken(db: DbOrTx, tokenHash: string) {
  await db.delete(loginTokens).where(eq(loginTokens.tokenHash, tokenHash));
}

/**
 * Holds the address until the transaction ends (a transaction-level advisory lock on its hash): requests for links to
 * one address at the same moment count each other's links instead of all passing the count. The address need not
 * belong to an account, so there is no row to lock; another address with the same hash only waits its turn.
 */
export async function lockLoginAddress(db: DbOrTx, email: string): Promise<void> {
  await queryRows(db, sql`select pg_advisory_xact_lock(hashtextextended(${email}, 0))`);
}

export async function countRecentLoginTokens(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginTokens)
    .where(and(eq(loginTokens.email, email), gte(loginTokens.createdAt, since)));
  return row?.n ?? 0;
}

export async function oldestRecentLoginToken(db: DbOrTx, email: string, since: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: loginTokens.createdAt })
    .from(loginTokens)
    .where(and(eq(loginTokens.email, email), gte(loginTokens.createdAt, since)))
    .orderBy(loginTokens.createdAt)
    .limit(1);
  return row?.createdAt;
}

/** Marks the token used and returns its address, atomically: a second use finds nothing. */
export async function consumeLoginToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, tokenHash), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
    .returning({ email: loginTokens.email });
  return row?.email;
}

export async function findLoginToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(loginTokens).where(eq(loginTokens.tokenHash, tokenHash));
  return row;
}

/** Finds or creates the account of an address; the first sign-in is the sign-up. */
export async function upsertUserByEmail(db: DbOrTx, email: string): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email })
    .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
    .returning({ id: users.id });
  if (!row) throw new Error('user upsert returned no row');
  return row.id;
}

export async function insertSession(
  db: DbOrTx,
  row: { tokenHash: string; userId: string; expiresAt: Date; kind?: 'web' | 'extension'; parentTokenHash?: string },
) {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

export async function extendSession(db: DbOrTx, tokenHash: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Log-out ends the extension sessions this web session handed over (the extension acts only for a signed-in user),
 * and those of unknown origin; another browser's extension keeps working.
 */
export async function deleteExtensionSessionsOf(db: DbOrTx, userId: string, parentTokenHash: string) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.kind, 'extension'),
        or(eq(sessions.parentTokenHash, parentTokenHash), isNull(sessions.parentTokenHash)),
      ),
    );
}
