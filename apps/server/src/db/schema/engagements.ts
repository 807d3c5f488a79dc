import type { TimelineType } from '@inroad/contracts/profile';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { instructions } from './instructions.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * The user's engagements with people: the poster profile's activity timeline and the daily-goal counts.
 * An action the network refused is deleted; an undone one (unlike, unfollow, …) keeps its row with undone_at.
 */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TimelineType>().notNull(),
    /** The person's LinkedIn profile id (posterSalesNavId) when known, else another of their identities. */
    posterEntityId: text('poster_entity_id'),
    /** Every identity of the person (posts.author_keys plus the ids above): the timeline matches any. */
    posterKeys: text('poster_keys').array().notNull().default(sql`'{}'::text[]`),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    instructionId: uuid('instruction_id').references(() => instructions.id, { onDelete: 'set null' }),
    postUrl: text('post_url'),
    postSlug: text('post_slug'),
    comment: text('comment'),
    /** email: the company and address the e-mail went to. */
    companyId: text('company_id'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('engagements_user_created_idx').on(t.userId, t.createdAt),
    index('engagements_poster_keys_idx').using('gin', t.posterKeys),
    index('engagements_instruction_idx').on(t.instructionId),
    index('engagements_post_idx').on(t.postId),
  ],
);
