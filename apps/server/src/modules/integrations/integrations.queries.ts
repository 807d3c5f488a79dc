import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { integrations } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type IntegrationRow = typeof integrations.$inferSelect;

export async function listIntegrations(db: DbOrTx, userId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(ownedBy(integrations.userId, userId)).orderBy(desc(integrations.id));
}

export async function findIntegration(db: DbOrTx, userId: string, id: number): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(ownedBy(integrations.userId, userId, eq(integrations.id, id)));
  return row;
}

export async function insertIntegration(db: DbOrTx, row: typeof integrations.$inferInsert): Promise<IntegrationRow> {
  const [inserted] = await db.insert(integrations).values(row).returning();
  return inserted!;
}

/**
 * Changes the integration only while it still holds the access token that was read (`heldAccessTokenEnc`): a
 * reconnect or another refresh committed meanwhile wins over what was decided from the older tokens. Answers
 * whether it changed.
 */
export async function updateIntegrationHolding(
  db: DbOrTx,
  id: number,
  heldAccessTokenEnc: string,
  fields: Partial<Omit<typeof integrations.$inferInsert, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(integrations)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(integrations.id, id), eq(integrations.accessTokenEnc, heldAccessTokenEnc)))
    .returning({ id: integrations.id });
  return rows.length > 0;
}

/** The user's integration of this account on this network, if any (the newest, should there be several). */
export async function findIntegrationOfAccount(
  db: DbOrTx,
  userId: string,
  platform: IntegrationRow['platform'],
  accountId: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(
      ownedBy(integrations.userId, userId, eq(integrations.platform, platform), eq(integrations.accountId, accountId)),
    )
    .orderBy(desc(integrations.id))
    .limit(1);
  return row;
}

/**
 * New tokens for one of the user's integrations, in one statement, only while it is the same account's: a removal
 * committed meanwhile (another tab) leaves nothing to update, and the answer is undefined rather than a row that no
 * longer exists; so does another account's sign-in, whose posts would otherwise go out as someone else.
 */
export async function reconnectIntegration(
  db: DbOrTx,
  userId: string,
  id: number,
  fields: Partial<Omit<typeof integrations.$inferInsert, 'id' | 'userId'>> & { accountId: string },
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .update(integrations)
    .set({ ...fields, updatedAt: new Date() })
    .where(ownedBy(integrations.userId, userId, eq(integrations.id, id), eq(integrations.accountId, fields.accountId)))
    .returning();
  return row;
}

export async function deleteIntegration(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(integrations)
    .where(ownedBy(integrations.userId, userId, eq(integrations.id, id)))
    .returning({ id: integrations.id });
  return rows.length > 0;
}
