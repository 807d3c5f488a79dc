import type { IntegrationStatus, Platform } from '@inroad/contracts/integrations';
import type { PublicationStatus, RedditPostKind } from '@inroad/contracts/publishing';
import { foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentAnswers, contentVariants } from './create.ts';
import { users } from './users.ts';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A user's OAuth connection to LinkedIn or Reddit. Tokens are AES-GCM ciphertexts (see token-cipher.ts); they
 * never leave the server.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    name: text('name').notNull(),
    platform: text('platform').$type<Platform>().notNull(),
    status: text('status').$type<IntegrationStatus>().notNull().default('connected'),
    /** The network's id of the account: LinkedIn's OpenID `sub`, Reddit's username. */
    accountId: text('account_id').notNull(),
    accountName: text('account_name'),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** The scopes the network granted, space-separated; null for an integration connected before they were kept. */
    grantedScopes: text('granted_scopes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('integrations_id_user_key').on(t.id, t.userId), index('integrations_user_idx').on(t.userId, t.id)],
);

/**
 * Where and when one scheduled answer or variant goes out, and what came of it. `version` grows with every
 * reschedule, cancel or retry: a job carries the version it was sent for and does nothing once it is stale.
 * `claimToken`/`claimedUntil` fence a worker's writes: a worker whose lease ran out cannot record anything.
 */
export const publications = pgTable(
  'publications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    answerId: integer('answer_id'),
    variantId: integer('variant_id').references(() => contentVariants.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Platform>().notNull(),
    /** Checked to be the user's own when set; removing the integration leaves LinkedIn posts to the extension. */
    integrationId: integer('integration_id').references(() => integrations.id, { onDelete: 'set null' }),
    subreddit: text('subreddit'),
    title: text('title'),
    /** Reddit: text, link or image; null decides from the content when it goes out. */
    redditKind: text('reddit_kind').$type<RedditPostKind>(),
    status: text('status').$type<PublicationStatus>().notNull().default('scheduled'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
    attempt: integer('attempt').notNull().default(0),
    claimToken: text('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    networkPostId: text('network_post_id'),
    url: text('url'),
    error: text('error'),
    needsSignIn: integer('needs_sign_in').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    likes: integer('likes'),
    comments: integer('comments'),
    shares: integer('shares'),
    metricsReadAt: timestamp('metrics_read_at', { withTimezone: true }),
    metricsReads: integer('metrics_reads').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('publications_answer_key').on(t.answerId),
    uniqueIndex('publications_variant_key').on(t.variantId),
    index('publications_user_idx').on(t.userId, t.id),
    foreignKey({
      name: 'publications_answer_fk',
      columns: [t.answerId, t.userId],
      foreignColumns: [contentAnswers.id, contentAnswers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * The idempotency record: one row per publication and attempt, written before the network is called. A row left
 * 'started' means a worker called the network and never recorded the answer: before another attempt, the network
 * is searched for the post.
 */
export const publishAttempts = pgTable(
  'publish_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** `publication-{id}-attempt-{n}`, sent to the network where it takes one. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').$type<'started' | 'succeeded' | 'failed' | 'resolved'>().notNull().default('started'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('publish_attempts_key').on(t.idempotencyKey),
    unique('publish_attempts_publication_attempt_key').on(t.publicationId, t.attempt),
  ],
);
