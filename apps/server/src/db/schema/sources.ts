import type { Rule } from '@inroad/contracts/rule';
import type {
  FollowedEntityType,
  SourceCompany,
  SourceDateRange,
  SourcePerson,
  SourcePlatform,
  SourceStrategy,
} from '@inroad/contracts/source';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A feed the extension reads posts from (a "Data Feed"). Rules decide which of its posts reach the Priority Inbox. */
export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').$type<SourcePlatform>().notNull(),
    followedEntityType: text('followed_entity_type').$type<FollowedEntityType>().notNull(),
    query: text('query'),
    url: text('url'),
    profile: jsonb('profile').$type<SourcePerson>(),
    companyProfile: jsonb('company_profile').$type<SourceCompany>(),
    dateRange: text('date_range').$type<SourceDateRange>().notNull(),
    strategy: text('strategy').$type<SourceStrategy>(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    rules: jsonb('rules').$type<Rule[]>().notNull().default(sql`'[]'::jsonb`),
    active: boolean('active').notNull().default(true),
    postedByPeople: jsonb('posted_by_people').$type<SourcePerson[]>().notNull().default(sql`'[]'::jsonb`),
    postedByCompanies: jsonb('posted_by_companies').$type<SourceCompany[]>().notNull().default(sql`'[]'::jsonb`),
    mentionedPeople: jsonb('mentioned_people').$type<SourcePerson[]>().notNull().default(sql`'[]'::jsonb`),
    mentionedCompanies: jsonb('mentioned_companies').$type<SourceCompany[]>().notNull().default(sql`'[]'::jsonb`),
    posterWorksAtCompanies: jsonb('poster_works_at_companies')
      .$type<SourceCompany[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped on every change: compiled rules are cached per (id, updatedAt). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sources_user_created_idx').on(t.userId, t.createdAt)],
);
