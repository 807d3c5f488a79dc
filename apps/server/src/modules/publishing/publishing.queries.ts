import type { PublishPostPayload } from '@inroad/contracts/instruction-payloads';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  contentAnswers,
  contentGroups,
  contentIdeas,
  contentVariants,
  instructions,
  media,
  publications,
  publishAttempts,
} from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export type PublicationRow = typeof publications.$inferSelect;
export type ItemRef = { answerId: number } | { variantId: number };

const itemCondition = (item: ItemRef) =>
  'answerId' in item ? eq(publications.answerId, item.answerId) : eq(publications.variantId, item.variantId);

export async function listPublications(db: DbOrTx, userId: string): Promise<PublicationRow[]> {
  return db.select().from(publications).where(ownedBy(publications.userId, userId)).orderBy(desc(publications.id));
}

export async function findPublication(db: DbOrTx, userId: string, id: number): Promise<PublicationRow | undefined> {
  const [row] = await db
    .select()
    .from(publications)
    .where(ownedBy(publications.userId, userId, eq(publications.id, id)));
  return row;
}

/** A publication locked for a change that depends on its state (a retry): a report recording it meanwhile waits. */
export async function lockPublication(tx: Tx, userId: string, id: number): Promise<PublicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(publications)
    .where(ownedBy(publications.userId, userId, eq(publications.id, id)))
    .for('update');
  return row;
}

/** An idea, a topic or a plan: what a delete takes with it, all the posts below it. */
export type ContentScope = { ideaId: number } | { topicId: number } | { planId: number };

/** The ideas of a scope, as a subquery. */
function ideasOf(db: DbOrTx, userId: string, scope: ContentScope) {
  if ('ideaId' in scope) {
    return db
      .select({ id: contentIdeas.id })
      .from(contentIdeas)
      .where(ownedBy(contentIdeas.userId, userId, eq(contentIdeas.id, scope.ideaId)));
  }
  const topics =
    'topicId' in scope ? eq(contentGroups.id, scope.topicId) : eq(contentGroups.contentPlanId, scope.planId);
  return db
    .select({ id: contentIdeas.id })
    .from(contentIdeas)
    .innerJoin(contentGroups, and(eq(contentGroups.id, contentIdeas.contentGroupId), eq(contentGroups.userId, userId)))
    .where(ownedBy(contentIdeas.userId, userId, topics));
}

/**
 * The publications of every post and variant below an idea, a topic or a plan, locked for the delete that takes them:
 * a worker's claim of one waits for the delete (and then finds nothing), and one already under way is read as it is
 * once it is done. Every status is locked, not only 'publishing': a claim in flight turns 'scheduled' into it.
 */
export async function lockPublicationsUnder(tx: Tx, userId: string, scope: ContentScope): Promise<PublicationRow[]> {
  const answers = tx
    .select({ id: contentAnswers.id })
    .from(contentAnswers)
    .where(ownedBy(contentAnswers.userId, userId, inArray(contentAnswers.contentIdeaId, ideasOf(tx, userId, scope))));
  return lockPublicationsWhere(tx, userId, ofPostsAndTheirVariants(tx, userId, answers));
}

/**
 * The publications a delete of this post or variant takes, locked (see lockPublicationsUnder): a variant's own; a
 * post's own and its variants', which go with it.
 */
export async function lockPublicationsOfItem(tx: Tx, userId: string, item: ItemRef): Promise<PublicationRow[]> {
  if ('variantId' in item) return lockPublicationsWhere(tx, userId, itemCondition(item));
  return lockPublicationsWhere(tx, userId, ofPostsAndTheirVariants(tx, userId, [item.answerId]));
}

/** The publications of these posts (ids, or a subquery of them) and of their variants. */
function ofPostsAndTheirVariants(tx: Tx, userId: string, answerIds: SQLWrapper | number[]) {
  const variants = tx
    .select({ id: contentVariants.id })
    .from(contentVariants)
    .where(ownedBy(contentVariants.userId, userId, inArray(contentVariants.contentAnswerId, answerIds)));
  return or(inArray(publications.answerId, answerIds), inArray(publications.variantId, variants));
}

function lockPublicationsWhere(tx: Tx, userId: string, condition: SQL | undefined): Promise<PublicationRow[]> {
  return tx
    .select()
    .from(publications)
    .where(ownedBy(publications.userId, userId, condition))
    .for('update');
}

/** The publication of one post or variant, locked for a change to it (see lockPublicationsUnder). */
export async function lockPublicationOfItem(
  tx: Tx,
  userId: string,
  item: ItemRef,
): Promise<PublicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(publications)
    .where(ownedBy(publications.userId, userId, itemCondition(item)))
    .for('update');
  return row;
}

export async function publicationById(db: DbOrTx, id: number): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  return row;
}

/**
 * Inserts an item's publication unless the item has one: undefined when another transaction made it first (this
 * insert waits for that one to commit, then leaves its row).
 */
export async function insertPublicationUnlessTaken(
  db: DbOrTx,
  row: typeof publications.$inferInsert,
): Promise<PublicationRow | undefined> {
  const [inserted] = await db.insert(publications).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A new schedule (or target, or retry): the version grows, so jobs sent for the old one do nothing. */
export async function reschedule(
  db: DbOrTx,
  id: number,
  fields: Partial<Omit<typeof publications.$inferInsert, 'id' | 'userId' | 'version'>>,
): Promise<PublicationRow> {
  const [row] = await db
    .update(publications)
    .set({ ...fields, version: sql`${publications.version} + 1`, updatedAt: new Date() })
    .where(eq(publications.id, id))
    .returning();
  return row!;
}

export async function deletePublication(db: DbOrTx, id: number): Promise<void> {
  await db.delete(publications).where(eq(publications.id, id));
}

/**
 * Takes the publication for one worker: it must be due, of the job's version, and either waiting or held by a
 * worker whose lease ran out (a crashed one). One UPDATE, so of two workers only one gets the row.
 */
export async function claim(
  db: DbOrTx,
  options: { id: number; version: number; token: string; now: Date; leaseMs: number },
): Promise<PublicationRow | undefined> {
  const [row] = await db
    .update(publications)
    .set({
      status: 'publishing',
      claimToken: options.token,
      claimedUntil: new Date(options.now.getTime() + options.leaseMs),
      updatedAt: options.now,
    })
    .where(
      and(
        eq(publications.id, options.id),
        eq(publications.version, options.version),
        lte(publications.runAt, options.now),
        or(
          eq(publications.status, 'scheduled'),
          and(eq(publications.status, 'publishing'), lt(publications.claimedUntil, options.now)),
        ),
      ),
    )
    .returning();
  return row;
}

/** Writes for the worker that holds the claim; false when another worker has taken over since. */
export async function updateClaimed(
  db: DbOrTx,
  id: number,
  token: string,
  fields: Partial<Omit<typeof publications.$inferInsert, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(publications.id, id), eq(publications.claimToken, token)))
    .returning({ id: publications.id });
  return rows.length > 0;
}

/**
 * Writes to a publication that failed at this attempt and was not retried since (the extension's late report);
 * false when it has moved on.
 */
export async function updateFailedAttempt(
  db: DbOrTx,
  id: number,
  attempt: number,
  fields: Partial<Omit<typeof publications.$inferInsert, 'id' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(publications.id, id), eq(publications.status, 'failed'), eq(publications.attempt, attempt)))
    .returning({ id: publications.id });
  return rows.length > 0;
}

/** Locks the row and says whether the token still holds it (for writes that must not race a takeover). */
export async function holdsClaim(db: DbOrTx, id: number, token: string): Promise<boolean> {
  const [row] = await db
    .select({ claimToken: publications.claimToken })
    .from(publications)
    .where(eq(publications.id, id))
    .for('update');
  return row?.claimToken === token;
}

export async function unresolvedAttempts(db: DbOrTx, publicationId: number) {
  return db
    .select()
    .from(publishAttempts)
    .where(and(eq(publishAttempts.publicationId, publicationId), eq(publishAttempts.state, 'started')))
    .orderBy(asc(publishAttempts.attempt));
}

/** Closes the publication's open attempts as failed, in one statement; whether there were any. */
export async function failUnresolvedAttempts(db: DbOrTx, publicationId: number): Promise<boolean> {
  const closed = await db
    .update(publishAttempts)
    .set({ state: 'failed', finishedAt: new Date() })
    .where(and(eq(publishAttempts.publicationId, publicationId), eq(publishAttempts.state, 'started')))
    .returning({ attempt: publishAttempts.attempt });
  return closed.length > 0;
}

export const idempotencyKeyOf = (publicationId: number, attempt: number) =>
  `publication-${publicationId}-attempt-${attempt}`;

export async function insertAttempt(db: DbOrTx, publicationId: number, attempt: number): Promise<void> {
  await db
    .insert(publishAttempts)
    .values({ publicationId, attempt, idempotencyKey: idempotencyKeyOf(publicationId, attempt) });
}

export async function finishAttempts(
  db: DbOrTx,
  publicationId: number,
  attempts: number[],
  state: 'succeeded' | 'failed' | 'resolved',
): Promise<void> {
  if (attempts.length === 0) return;
  await db
    .update(publishAttempts)
    .set({ state, finishedAt: new Date() })
    .where(and(eq(publishAttempts.publicationId, publicationId), inArray(publishAttempts.attempt, attempts)));
}

/** What a publication posts: its item's text and media (the storage key and kind of the media). */
export async function contentOf(db: DbOrTx, row: PublicationRow) {
  if (row.answerId !== null) {
    const [found] = await db
      .select({ text: contentAnswers.postContent, storageKey: media.storageKey, contentType: media.contentType })
      .from(contentAnswers)
      .leftJoin(media, eq(media.id, contentAnswers.contentMediaId))
      .where(eq(contentAnswers.id, row.answerId));
    return found;
  }
  const [found] = await db
    .select({ text: contentVariants.content, storageKey: media.storageKey, contentType: media.contentType })
    .from(contentVariants)
    .leftJoin(media, eq(media.id, contentVariants.contentMediaId))
    .where(eq(contentVariants.id, row.variantId!));
  return found;
}

/** Mirrors a publication's outcome on its answer or variant (the queue's status column). */
export async function setItemStatus(db: DbOrTx, row: PublicationRow, status: 'published' | 'failed' | 'scheduled') {
  if (row.answerId !== null) {
    await db.update(contentAnswers).set({ status, updatedAt: new Date() }).where(eq(contentAnswers.id, row.answerId));
  } else if (row.variantId !== null) {
    await db
      .update(contentVariants)
      .set({ status, updatedAt: new Date() })
      .where(eq(contentVariants.id, row.variantId));
  }
}

/** Published posts of a user with numbers, for the best hours. */
export async function publishedWithMetrics(db: DbOrTx, userId: string) {
  return db
    .select({
      publishedAt: publications.publishedAt,
      likes: publications.likes,
      comments: publications.comments,
      shares: publications.shares,
    })
    .from(publications)
    .where(
      ownedBy(publications.userId, userId, eq(publications.status, 'published'), isNotNull(publications.metricsReadAt)),
    );
}

export async function recordMetrics(
  db: DbOrTx,
  id: number,
  metrics: { likes: number; comments: number; shares: number | null; readAt: Date; reads: number },
): Promise<void> {
  await db
    .update(publications)
    .set({
      likes: metrics.likes,
      comments: metrics.comments,
      shares: metrics.shares,
      metricsReadAt: metrics.readAt,
      metricsReads: metrics.reads,
    })
    .where(eq(publications.id, id));
}

/** What the extension posts: the item's text, and its media's id and type (it reads the file from Inroad). */
export async function extensionContentOf(db: DbOrTx, row: PublicationRow) {
  const columns = { mediaId: media.id, contentType: media.contentType };
  if (row.answerId !== null) {
    const [found] = await db
      .select({ text: contentAnswers.postContent, ...columns })
      .from(contentAnswers)
      .leftJoin(media, eq(media.id, contentAnswers.contentMediaId))
      .where(eq(contentAnswers.id, row.answerId));
    return found;
  }
  const [found] = await db
    .select({ text: contentVariants.content, ...columns })
    .from(contentVariants)
    .leftJoin(media, eq(media.id, contentVariants.contentMediaId))
    .where(eq(contentVariants.id, row.variantId!));
  return found;
}

/** Whether the extension has this instruction in hand: it claimed it, and its lease has not run out. */
export async function instructionInHand(db: DbOrTx, instructionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: instructions.id })
    .from(instructions)
    .where(
      and(eq(instructions.id, instructionId), eq(instructions.status, 'running'), gt(instructions.leaseExpiresAt, now)),
    );
  return row !== undefined;
}

/** Of these instructions, the ones still waiting to be claimed. */
export async function waitingAmong(db: DbOrTx, instructionIds: string[]): Promise<Set<string>> {
  if (instructionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: instructions.id })
    .from(instructions)
    .where(and(inArray(instructions.id, instructionIds), eq(instructions.status, 'pending')));
  return new Set(rows.map((row) => row.id));
}

/** The publish_post instruction for the extension; its target keeps one waiting per publication. */
export async function insertPublishInstruction(
  db: DbOrTx,
  options: { userId: string; publicationId: number; payload: PublishPostPayload },
): Promise<string> {
  const [row] = await db
    .insert(instructions)
    .values({
      userId: options.userId,
      type: 'publish_post',
      payload: options.payload,
      target: `publication:${options.publicationId}`,
    })
    .returning({ id: instructions.id });
  return row!.id;
}
