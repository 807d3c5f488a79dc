import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { posts, users } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';

/** What comment suggestions read of a post: its text and author. */
export async function findPostForSuggestions(db: DbOrTx, userId: string, postId: string) {
  const [row] = await db
    .select({
      id: posts.id,
      platform: posts.platform,
      content: posts.content,
      posterName: posts.posterName,
      posterHeadline: posts.posterHeadline,
    })
    .from(posts)
    .where(ownedBy(posts.userId, userId, eq(posts.id, postId)));
  return row;
}

export async function findCommenter(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
