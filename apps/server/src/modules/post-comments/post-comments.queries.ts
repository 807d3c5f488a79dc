import type { PostComment } from '@inroad/contracts/post';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { postCommentCaches, posts } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

export async function findCachedComments(db: DbOrTx, userId: string, postId: string) {
  const [row] = await db
    .select({ comments: postCommentCaches.comments, fetchedAt: postCommentCaches.fetchedAt })
    .from(postCommentCaches)
    .where(ownedBy(postCommentCaches.userId, userId, eq(postCommentCaches.postId, postId)));
  return row;
}

/** The caller's post's platform (which parser reads its comments); undefined when it is not the caller's. */
export async function findPostPlatform(db: DbOrTx, userId: string, postId: string) {
  const [row] = await db
    .select({ platform: posts.platform })
    .from(posts)
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)));
  return row?.platform;
}

/** Stores the fetched comments and marks the post's comments as loaded (so an empty list reads "no comments"). */
export async function saveComments(
  db: DbOrTx,
  options: { userId: string; postId: string; comments: PostComment[]; now: Date },
): Promise<void> {
  const { userId, postId, comments, now } = options;
  await db
    .insert(postCommentCaches)
    .values({ userId, postId, comments, fetchedAt: now })
    .onConflictDoUpdate({
      target: [postCommentCaches.userId, postCommentCaches.postId],
      set: { comments, fetchedAt: now },
    });
  await db
    .update(posts)
    .set({ commentsParsed: true, comments: comments.map((c) => c.comment) })
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)));
}
