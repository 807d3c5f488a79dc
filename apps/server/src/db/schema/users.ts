import type { UserMetadata } from '@inroad/contracts/user';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; one account per address. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    metadata: jsonb('metadata')
      .$type<UserMetadata>()
      .notNull()
      .default(sql`'{"welcomeComplete":false,"welcomeModalComplete":false,"onboardingWizardComplete":false}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** One-time sign-in links. Only the SHA-256 of the token is kept, so a leaked table signs nobody in. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_tokens_email_created_idx').on(t.email, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'web' for a browser sign-in; 'extension' for the token the web app hands the extension. */
    kind: text('kind').$type<'web' | 'extension'>().notNull().default('web'),
    /**
     * An extension session's web session, the one that handed it over: logging out there ends it, and a log-out in
     * another browser leaves it alone. Null for web sessions (and extension sessions issued before it was kept).
     */
    parentTokenHash: text('parent_token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
