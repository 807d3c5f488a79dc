import type { NoticeKind } from '@inroad/contracts/notice';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { publications } from './publishing.ts';
import { users } from './users.ts';

/** Messages about background work (a refused action, a paused queue), shown by the web app until dismissed. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    message: text('message').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /**
     * The user's own post a publish_failed notice is about: a late report that it went out after all, or a retry,
     * takes back the notice not yet shown.
     */
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_open_idx').on(t.userId, t.createdAt).where(sql`dismissed_at is null`),
    // Deleting a publication sets its notices' reference to null: without this, a scan of every notice.
    index('notices_publication_idx').on(t.publicationId).where(sql`publication_id is not null`),
    // The same for a post the retention job deletes.
    index('notices_post_idx').on(t.postId).where(sql`post_id is not null`),
  ],
);
