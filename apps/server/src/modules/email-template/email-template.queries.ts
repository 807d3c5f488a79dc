import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

export async function listTemplates(db: DbOrTx, userId: string): Promise<EmailTemplateRow[]> {
  return db
    .select()
    .from(emailTemplates)
    .where(ownedBy(emailTemplates.userId, userId))
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.createdAt));
}

export async function insertTemplate(
  db: DbOrTx,
  row: { userId: string; name: string; subject: string; body: string },
): Promise<EmailTemplateRow> {
  const [inserted] = await db.insert(emailTemplates).values(row).returning();
  return inserted!;
}

export async function updateTemplate(
  db: DbOrTx,
  userId: string,
  id: string,
  fields: { name: string; subject: string; body: string },
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...fields, updatedAt: new Date() })
    .where(ownedBy(emailTemplates.userId, userId, eq(emailTemplates.id, id)))
    .returning();
  return row;
}

export async function deleteTemplate(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(emailTemplates)
    .where(ownedBy(emailTemplates.userId, userId, eq(emailTemplates.id, id)))
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}
