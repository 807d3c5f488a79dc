import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { hiddenAuthors, posts, sources } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import { type PostViewRow, postViewColumns } from './post-view.ts';

/** The words PostgreSQL's text-search parser finds in a search, as the index stores words. */
export async function lexemesOf(db: DbOrTx, text: string): Promise<string[]> {
  const rows = await queryRows<{ lexeme: string }>(
    db,
    sql`select lexeme from unnest(to_tsvector('simple'::regconfig, ${text}))`,
  );
  return rows.map((row) => row.lexeme);
}

/** One of the user's posts with its source's name, archived or not: the columns a list row has (post-view.ts). */
export async function findPostById(db: DbOrTx, userId: string, postId: string): Promise<PostViewRow | undefined> {
  const [row] = await findPostsByIds(db, userId, [postId]);
  return row;
}

/** The user's posts among `postIds` as GET /api/post/:id reads them, in no particular order. */
export function findPostsByIds(db: DbOrTx, userId: string, postIds: readonly string[]): Promise<PostViewRow[]> {
  // Whether the user hides the author: under any of the identities the author is known by.
  const authorHidden = sql<boolean>`exists (select 1 from ${hiddenAuthors} where ${hiddenAuthors.userId} = ${posts.userId}
    and ${hiddenAuthors.authorKey} = any(${posts.authorKeys}))`;
  return db
    .select({ ...postViewColumns, sourceName: sources.name, authorHidden })
    .from(posts)
    .leftJoin(sources, and(eq(sources.id, posts.sourceId), eq(sources.userId, posts.userId)))
    .where(ownedBy(posts.userId, userId, inArray(posts.id, [...postIds])));
}

export async function findPostAuthor(db: DbOrTx, userId: string, postId: string) {
  const [row] = await db
    .select({ id: posts.id, authorKeys: posts.authorKeys, posterName: posts.posterName })
    .from(posts)
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)));
  return row;
}

export async function setPostRead(db: DbOrTx, userId: string, postId: string): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ isRead: true })
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

export async function setPostsArchived(
  db: DbOrTx,
  userId: string,
  postIds: readonly string[],
  archived: boolean,
): Promise<number> {
  if (postIds.length === 0) return 0;
  const rows = await db
    .update(posts)
    .set({ archived, updatedAt: sql`now()` })
    .where(ownedBy(posts.userId, userId, inArray(posts.id, [...postIds])))
    .returning({ id: posts.id });
  return rows.length;
}

export async function insertHiddenAuthorKeys(
  db: DbOrTx,
  userId: string,
  keys: readonly string[],
  posterName: string | null,
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(hiddenAuthors)
    .values(keys.map((authorKey) => ({ userId, authorKey, posterName })))
    .onConflictDoNothing();
}

export async function deleteHiddenAuthorKeys(db: DbOrTx, userId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(hiddenAuthors)
    .where(ownedBy(hiddenAuthors.userId, userId, inArray(hiddenAuthors.authorKey, [...keys])));
}

/** Every author key of the stored posts that share one of these keys (the keys themselves included). */
export async function authorKeysAlongside(db: DbOrTx, userId: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select distinct unnest(${posts.authorKeys}) as key from ${posts}
        where ${posts.userId} = ${userId} and ${posts.authorKeys} && array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`,
  );
  return [...new Set([...keys, ...rows.map((row) => row.key)])];
}

/** Archives every stored post that shares an identity with the given author keys; answers those it archived. */
export async function archivePostsByAuthor(db: DbOrTx, userId: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .update(posts)
    .set({ archived: true, updatedAt: sql`now()` })
    .where(
      ownedBy(
        posts.userId,
        userId,
        sql`not ${posts.archived}`,
        sql`${posts.authorKeys} && array[${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .returning({ id: posts.id });
  return rows.map((row) => row.id);
}
