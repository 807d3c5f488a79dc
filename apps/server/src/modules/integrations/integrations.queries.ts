import { desc, eq } from 'drizzle-orm';
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

export async function updateIntegration(
  db: DbOrTx,
  id: number,
  fields: Partial<Omit<typeof integrations.$inferInsert, 'id' | 'userId'>>,
): Promise<void> {
  await db
    .update(integrations)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(integrations.id, id));
}

/**
 * New tokens for one of the user's integrations, in one statement: a removal committed meanwhile (another tab)
 * leaves nothing to update, and the answer is undefined rather than a row that no longer exists.
 */
export async function reconnectIntegration(
  db: DbOrTx,
  userId: string,
  id: number,
  fields: Partial<Omit<typeof integrations.$inferInsert, 'id' | 'userId'>>,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .update(integrations)
    .set({ ...fields, updatedAt: new Date() })
    .where(ownedBy(integrations.userId, userId, eq(integrations.id, id)))
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
