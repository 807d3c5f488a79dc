import type { MediaContentType } from '@inroad/contracts/media';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { contentAnswers, contentIdeas, contentVariants, media } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type AnswerRow = typeof contentAnswers.$inferSelect;
export type VariantRow = typeof contentVariants.$inferSelect;
/** A row with the content type of its media, which its media URL ends with. */
export type WithMedia<R> = { row: R; mediaType: MediaContentType | null };

const answerWithMedia = { row: contentAnswers, mediaType: media.contentType };
const variantWithMedia = { row: contentVariants, mediaType: media.contentType };

export async function ideaExists(db: DbOrTx, userId: string, ideaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentIdeas.id })
    .from(contentIdeas)
    .where(ownedBy(contentIdeas.userId, userId, eq(contentIdeas.id, ideaId)));
  return row !== undefined;
}

export async function listAnswersOfIdea(db: DbOrTx, userId: string, ideaId: number): Promise<WithMedia<AnswerRow>[]> {
  return db
    .select(answerWithMedia)
    .from(contentAnswers)
    .leftJoin(media, eq(media.id, contentAnswers.contentMediaId))
    .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.contentIdeaId, ideaId)))
    .orderBy(asc(contentAnswers.id));
}

export async function listUserAnswers(db: DbOrTx, userId: string): Promise<WithMedia<AnswerRow>[]> {
  return db
    .select(answerWithMedia)
    .from(contentAnswers)
    .leftJoin(media, eq(media.id, contentAnswers.contentMediaId))
    .where(ownedBy(contentAnswers.userId, userId))
    .orderBy(desc(contentAnswers.id));
}

export async function findAnswer(db: DbOrTx, userId: string, id: number): Promise<WithMedia<AnswerRow> | undefined> {
  const [found] = await db
    .select(answerWithMedia)
    .from(contentAnswers)
    .leftJoin(media, eq(media.id, contentAnswers.contentMediaId))
    .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.id, id)));
  return found;
}

/**
 * The answer, locked until the transaction ends: a change merged into its metadata is merged into what another
 * request committed meanwhile, not into an older read of it.
 */
export async function lockAnswer(tx: Tx, userId: string, id: number): Promise<AnswerRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentAnswers)
    .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.id, id)))
    .for('update');
  return row;
}

export async function insertAnswer(db: DbOrTx, row: typeof contentAnswers.$inferInsert): Promise<AnswerRow> {
  const [inserted] = await db.insert(contentAnswers).values(row).returning();
  return inserted!;
}

export async function updateAnswer(
  db: DbOrTx,
  userId: string,
  id: number,
  fields: Partial<Omit<typeof contentAnswers.$inferInsert, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(contentAnswers)
    .set({ ...fields, updatedAt: new Date() })
    .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.id, id)))
    .returning({ id: contentAnswers.id });
  return rows.length > 0;
}

/** Deleting an answer removes its variants (cascading foreign key). */
export async function deleteAnswer(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentAnswers)
    .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.id, id)))
    .returning({ id: contentAnswers.id });
  return rows.length > 0;
}

export async function listVariants(db: DbOrTx, userId: string, answerId: number): Promise<WithMedia<VariantRow>[]> {
  return db
    .select(variantWithMedia)
    .from(contentVariants)
    .leftJoin(media, eq(media.id, contentVariants.contentMediaId))
    .where(ownedBy(contentVariants.userId, userId, eq(contentVariants.contentAnswerId, answerId)))
    .orderBy(asc(contentVariants.id));
}

export async function insertVariant(db: DbOrTx, row: typeof contentVariants.$inferInsert): Promise<VariantRow> {
  const [inserted] = await db.insert(contentVariants).values(row).returning();
  return inserted!;
}

export async function deleteVariant(db: DbOrTx, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(contentVariants)
    .where(ownedBy(contentVariants.userId, userId, eq(contentVariants.id, id)))
    .returning({ id: contentVariants.id });
  return rows.length > 0;
}
