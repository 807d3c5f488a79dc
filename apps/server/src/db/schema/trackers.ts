import type { Rule } from '@inroad/contracts/rule';
import type { TrackedEntityType, TrackerPlatform, TrackerRetroactive } from '@inroad/contracts/tracker';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A retroactive run as stored: `progressAt` (ISO) is when it last saved progress, so a run left 'running' by a
 * crash is recognised as stopped. Runs stored before these fields read as not failed, with no progress time.
 */
export type StoredTrackerRetroactive = Omit<TrackerRetroactive, 'failed'> & { failed?: boolean; progressAt?: string };

/** Tags every post its rules match with its tags (the post's ruleTags). */
export const trackers = pgTable(
  'trackers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').$type<TrackerPlatform>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    rules: jsonb('rules').$type<Rule[]>().notNull().default(sql`'[]'::jsonb`),
    trackedEntityType: text('tracked_entity_type').$type<TrackedEntityType>(),
    trackedEntityId: text('tracked_entity_id'),
    /** Progress of the run over the last N posts asked for at creation; null when none was asked. */
    retroactive: jsonb('retroactive').$type<StoredTrackerRetroactive>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped on every change: compiled rules are cached per (id, updatedAt). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trackers_user_created_idx').on(t.userId, t.createdAt)],
);
