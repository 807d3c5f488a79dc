import type { PostComment } from '@inroad/contracts/post';
import { index, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** The comments of a post as last fetched through the extension (the comments panel's cache). */
export const postCommentCaches = pgTable(
  'post_comment_caches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    comments: jsonb('comments').$type<PostComment[]>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    // A deleted post takes its cache (the retention job deletes posts in thousands): found by post alone.
    index('post_comment_caches_post_idx').on(t.postId),
  ],
);
