import type { TimelineType } from '@inroad/contracts/profile';
import { arrayOverlaps, desc, eq, gte, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { engagements, posts } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

// Engagement state on posts (liked, comment, followed, connected) and the engagement records.

const postColumns = {
  id: posts.id,
  platform: posts.platform,
  externalId: posts.externalId,
  url: posts.url,
  content: posts.content,
  archived: posts.archived,
  liked: posts.liked,
  numLikes: posts.numLikes,
  comment: posts.comment,
  followed: posts.followed,
  connected: posts.connected,
  posterName: posts.posterName,
  posterSalesNavId: posts.posterSalesNavId,
  posterEntityId: posts.posterEntityId,
  posterProfileUrl: posts.posterProfileUrl,
  posterSlug: posts.posterSlug,
  authorKeys: posts.authorKeys,
};
export type EngagePost = { [K in keyof typeof postColumns]: (typeof posts.$inferSelect)[K] };

export const stateColumns = {
  liked: posts.liked,
  numLikes: posts.numLikes,
  comment: posts.comment,
  followed: posts.followed,
  connected: posts.connected,
};
export type PostEngageState = {
  liked: boolean;
  numLikes: number;
  comment: string | null;
  followed: boolean;
  connected: boolean;
};

/** The user's post, locked for the rest of the transaction; undefined for anyone else's. */
export async function lockPost(db: DbOrTx, userId: string, postId: string): Promise<EngagePost | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)))
    .for('update');
  return row;
}

export async function findPostState(db: DbOrTx, userId: string, postId: string): Promise<PostEngageState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(posts)
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)));
  return row;
}

/**
 * Sets liked and moves numLikes by one, only if liked is not already that value (compare-and-set: a revert that
 * comes after a later toggle changes nothing).
 */
export async function setLiked(db: DbOrTx, userId: string, postId: string, liked: boolean): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({
      liked,
      numLikes: liked ? sql`${posts.numLikes} + 1` : sql`greatest(${posts.numLikes} - 1, 0)`,
      updatedAt: new Date(),
    })
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId), eq(posts.liked, !liked)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** Sets the user's comment; with `onlyIf`, only while the comment still is that value. */
export async function setComment(
  db: DbOrTx,
  userId: string,
  postId: string,
  comment: string | null,
  onlyIf?: { is: string | null } | { isSet: true },
): Promise<void> {
  let condition: SQL | undefined;
  if (onlyIf && 'isSet' in onlyIf) condition = isNotNull(posts.comment);
  else if (onlyIf) condition = onlyIf.is === null ? isNull(posts.comment) : eq(posts.comment, onlyIf.is);
  await db
    .update(posts)
    .set({ comment, updatedAt: new Date() })
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId), condition));
}

/** The post and every other post by the same author (any shared identity in posts.author_keys). */
function sameAuthorAs(postId: string | null, authorKeys: string[]): SQL | undefined {
  if (authorKeys.length === 0) return postId ? eq(posts.id, postId) : undefined;
  const overlap = arrayOverlaps(posts.authorKeys, authorKeys);
  return postId ? (or(eq(posts.id, postId), overlap) as SQL) : overlap;
}

/** followed/connected describe the author: set on every post of theirs (any shared identity), not just this one. */
export async function setAuthorFlag(
  db: DbOrTx,
  options: {
    userId: string;
    postId: string | null;
    authorKeys: string[];
    flag: 'followed' | 'connected';
    value: boolean;
  },
): Promise<void> {
  const { userId, postId, authorKeys, flag, value } = options;
  const column = flag === 'followed' ? posts.followed : posts.connected;
  const sameAuthor = sameAuthorAs(postId, authorKeys);
  if (!sameAuthor) return;
  await db
    .update(posts)
    .set({ [flag]: value, updatedAt: new Date() })
    .where(ownedBy(posts.userId, userId, sameAuthor, eq(column, !value)));
}

/**
 * The user has engaged with this author: all their posts read as previously engaged (the inbox can hide them).
 * Kept when an action is later undone or refused: the user did reach out to the person.
 */
export async function markAuthorEngaged(db: DbOrTx, userId: string, postId: string, authorKeys: string[]) {
  await db
    .update(posts)
    .set({ previouslyEngaged: true, updatedAt: new Date() })
    .where(ownedBy(posts.userId, userId, sameAuthorAs(postId, authorKeys), eq(posts.previouslyEngaged, false)));
}

export type NewEngagement = {
  userId: string;
  type: TimelineType;
  posterEntityId: string | null;
  posterKeys: string[];
  postId: string | null;
  instructionId?: string | null;
  postUrl?: string | null;
  postSlug?: string | null;
  comment?: string | null;
  companyId?: string | null;
  email?: string | null;
};

export async function insertEngagement(db: DbOrTx, row: NewEngagement): Promise<string> {
  const [inserted] = await db.insert(engagements).values(row).returning({ id: engagements.id });
  return inserted!.id;
}

/** An action the network refused never happened: its record goes. */
export async function deleteEngagementsOf(db: DbOrTx, userId: string, instructionId: string): Promise<void> {
  await db.delete(engagements).where(ownedBy(engagements.userId, userId, eq(engagements.instructionId, instructionId)));
}

/** The latest engagement of a type on a post that is not undone. */
export async function findActiveEngagement(
  db: DbOrTx,
  userId: string,
  options: { type: TimelineType; postId?: string; posterKeys?: string[] },
): Promise<{ id: string; instructionId: string | null } | undefined> {
  const about =
    options.postId !== undefined
      ? eq(engagements.postId, options.postId)
      : options.posterKeys && options.posterKeys.length > 0
        ? arrayOverlaps(engagements.posterKeys, options.posterKeys)
        : undefined;
  if (!about) return undefined;
  const [row] = await db
    .select({ id: engagements.id, instructionId: engagements.instructionId })
    .from(engagements)
    .where(ownedBy(engagements.userId, userId, eq(engagements.type, options.type), about, isNull(engagements.undoneAt)))
    .orderBy(desc(engagements.createdAt))
    .limit(1);
  return row;
}

export async function setEngagementUndone(
  db: DbOrTx,
  userId: string,
  id: string | null | undefined,
  undoneAt: Date | null,
): Promise<void> {
  if (!id) return;
  await db
    .update(engagements)
    .set({ undoneAt })
    .where(ownedBy(engagements.userId, userId, eq(engagements.id, id)));
}

export async function setEngagementComment(db: DbOrTx, userId: string, id: string, comment: string | null) {
  await db
    .update(engagements)
    .set({ comment })
    .where(ownedBy(engagements.userId, userId, eq(engagements.id, id)));
}

/** A manual e-mail log with the same person, company and address in the last minutes: a double click. */
export async function findRecentEmailLog(
  db: DbOrTx,
  options: { userId: string; postId: string; companyId: string | null; email: string | null; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      ownedBy(
        engagements.userId,
        options.userId,
        eq(engagements.type, 'email'),
        eq(engagements.postId, options.postId),
        options.companyId === null ? isNull(engagements.companyId) : eq(engagements.companyId, options.companyId),
        options.email === null ? isNull(engagements.email) : eq(engagements.email, options.email),
        gte(engagements.createdAt, options.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
