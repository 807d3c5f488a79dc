import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentGroups, contentIdeas, contentPlans } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type ContentPlanRow = typeof contentPlans.$inferSelect;
export type ContentGroupRow = typeof contentGroups.$inferSelect;
export type ContentIdeaRow = typeof contentIdeas.$inferSelect;

export async function listPlans(db: DbOrTx, userId: string): Promise<ContentPlanRow[]> {
  return db.select().from(contentPlans).where(ownedBy(contentPlans.userId, userId)).orderBy(asc(contentPlans.id));
}

export async function findPlan(db: DbOrTx, userId: string, id: number): Promise<ContentPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPlans)
    .where(ownedBy(contentPlans.userId, userId, eq(contentPlans.id, id)));
  return row;
}

export async function insertPlan(db: DbOrTx, row: typeof contentPlans.$inferInsert): Promise<ContentPlanRow> {
  const [inserted] = await db.insert(contentPlans).values(row).returning();
  return inserted!;
}

/** Deleting a plan removes its topics, ideas, answers and variants (cascading foreign keys). */
export async function deletePlan(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentPlans)
    .where(ownedBy(contentPlans.userId, userId, eq(contentPlans.id, id)))
    .returning({ id: contentPlans.id });
  return rows.length > 0;
}

export async function listGroups(db: DbOrTx, userId: string, planId: number): Promise<ContentGroupRow[]> {
  return db
    .select()
    .from(contentGroups)
    .where(ownedBy(contentGroups.userId, userId, eq(contentGroups.contentPlanId, planId)))
    .orderBy(asc(contentGroups.id));
}

export async function listIdeasOfGroups(db: DbOrTx, userId: string, groupIds: number[]): Promise<ContentIdeaRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(contentIdeas)
    .where(ownedBy(contentIdeas.userId, userId, inArray(contentIdeas.contentGroupId, groupIds)))
    .orderBy(asc(contentIdeas.id));
}

export async function findGroup(db: DbOrTx, userId: string, id: number): Promise<ContentGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(contentGroups)
    .where(ownedBy(contentGroups.userId, userId, eq(contentGroups.id, id)));
  return row;
}

export async function insertGroups(
  db: DbOrTx,
  rows: (typeof contentGroups.$inferInsert)[],
): Promise<ContentGroupRow[]> {
  if (rows.length === 0) return [];
  return db.insert(contentGroups).values(rows).returning();
}

export async function renameGroup(
  db: DbOrTx,
  userId: string,
  id: number,
  name: string,
): Promise<ContentGroupRow | undefined> {
  const [row] = await db
    .update(contentGroups)
    .set({ name, updatedAt: new Date() })
    .where(ownedBy(contentGroups.userId, userId, eq(contentGroups.id, id)))
    .returning();
  return row;
}

export async function deleteGroup(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentGroups)
    .where(ownedBy(contentGroups.userId, userId, eq(contentGroups.id, id)))
    .returning({ id: contentGroups.id });
  return rows.length > 0;
}

export async function insertIdeas(db: DbOrTx, rows: (typeof contentIdeas.$inferInsert)[]): Promise<ContentIdeaRow[]> {
  if (rows.length === 0) return [];
  return db.insert(contentIdeas).values(rows).returning();
}

export async function updateIdea(
  db: DbOrTx,
  userId: string,
  id: number,
  idea: string,
): Promise<ContentIdeaRow | undefined> {
  const [row] = await db
    .update(contentIdeas)
    .set({ idea, updatedAt: new Date() })
    .where(ownedBy(contentIdeas.userId, userId, eq(contentIdeas.id, id)))
    .returning();
  return row;
}

export async function deleteIdea(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentIdeas)
    .where(ownedBy(contentIdeas.userId, userId, eq(contentIdeas.id, id)))
    .returning({ id: contentIdeas.id });
  return rows.length > 0;
}

/** An idea with the topic and plan it sits under, for drafts written about it. */
export async function findIdeaWithPlan(db: DbOrTx, userId: string, ideaId: number) {
  const [row] = await db
    .select({ idea: contentIdeas, group: contentGroups, plan: contentPlans })
    .from(contentIdeas)
    .innerJoin(contentGroups, eq(contentGroups.id, contentIdeas.contentGroupId))
    .innerJoin(contentPlans, eq(contentPlans.id, contentGroups.contentPlanId))
    .where(ownedBy(contentIdeas.userId, userId, eq(contentIdeas.id, ideaId)));
  return row;
}
