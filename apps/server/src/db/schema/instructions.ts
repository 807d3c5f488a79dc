import type { InstructionType } from '@inroad/contracts/instruction-payloads';
import type { InstructionOutcome, InstructionStatus, LinkedinAccountType } from '@inroad/contracts/instructions';
import type { NetworkFailure } from '@inroad/contracts/network';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** What the server keeps beside the network payload: what to restore if the action fails, and for whom. */
export type InstructionContext = {
  /** The post's comment before an edit or delete, restored when the network refuses the change. */
  previousComment?: string | null;
  /** The engagement an undo marked undone (restored if the undo fails). */
  undoneEngagementId?: string | null;
  /** For notices: whose post or profile it was. */
  posterName?: string | null;
  /** The author's identities (posts.author_keys): follow and connect flags apply to all their posts. */
  authorKeys?: string[];
  /** connect: the request carries a note (counted against the free account's note quota). */
  hasNote?: boolean;
};

/**
 * Work for the network, performed by the extension in the user's browser (DESIGN "The network side").
 * pending -> running (claimed, with a lease) -> done | failed; cancelled when undone before it was claimed.
 */
export const instructions = pgTable(
  'instructions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<InstructionType>().notNull(),
    /** The network payload (contracts network.ts); ids created by an earlier instruction are filled in at claim. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<InstructionStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result').$type<InstructionOutcome>(),
    error: jsonb('error').$type<NetworkFailure>(),
    /** What the action is about ('post:<id>', 'profile:<id>', 'source:<id>'): at most one pending per type and target. */
    target: text('target'),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The instruction whose result this one needs (an unlike needs the like's reaction id); runs after it. */
    dependsOn: uuid('depends_on').references((): AnyPgColumn => instructions.id, { onDelete: 'set null' }),
    context: jsonb('context').$type<InstructionContext>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The claim: a user's unfinished work, oldest first.
    index('instructions_open_idx').on(t.userId, t.createdAt).where(sql`status in ('pending', 'running')`),
    // Caps count a user's actions of one type over a window.
    index('instructions_user_type_created_idx').on(t.userId, t.type, t.createdAt),
    uniqueIndex('instructions_one_pending_key')
      .on(t.userId, t.type, t.target)
      .where(sql`status = 'pending' and target is not null`),
    index('instructions_depends_on_idx').on(t.dependsOn),
    index('instructions_post_idx').on(t.postId),
  ],
);

/** Per-user state of the action queue: the pause after a limit or challenge, the spacing, the account kind. */
export const actionQueueStates = pgTable('action_queue_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  pauseReason: text('pause_reason'),
  /** No network action is handed out before this (spacing with jitter after the last one). */
  nextActionAt: timestamp('next_action_at', { withTimezone: true }),
  linkedinAccount: text('linkedin_account').$type<LinkedinAccountType>().notNull().default('unknown'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
