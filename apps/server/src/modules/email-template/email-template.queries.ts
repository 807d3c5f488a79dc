import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

// By name as people read names (case and accents aside), the same on every database: SQL's ORDER BY follows the
// database's collation, which put 'Bob' before 'acme' on the embedded engine (C) and after it on a typical server.
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export async function listTemplates(db: DbOrTx, userId: string): Promise<EmailTemplateRow[]> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(ownedBy(emailTemplates.userId, userId))
    .orderBy(asc(emailTemplates.createdAt), asc(emailTemplates.id));
  // A stable sort: names alike stay in the order they were made.
  return rows.sort((a, b) => byName.compare(a.name, b.name));
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
