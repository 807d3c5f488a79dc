import type { AiEngine } from '@inroad/contracts/ai';
import type { ConnectionDepth, PostPlatform } from '@inroad/contracts/post';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sources } from './sources.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const emptyTextArray = sql`'{}'::text[]`;

/**
 * A post in a user's inbox, unique per (user, platform, external id). Besides what the card shows it stores what
 * the list filters and sorts on, computed at ingest so every filter is a plain column test: the connection-depth
 * bucket, the executive flag, the relevance base and influence, and a search document.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The source that first brought the post; null once that source is deleted (the post stays). */
    sourceId: uuid('source_id').references(() => sources.id, { onDelete: 'set null' }),
    platform: text('platform').$type<PostPlatform>().notNull(),
    externalId: text('external_id').notNull(),
    url: text('url'),
    content: text('content').notNull(),
    aiSummary: text('ai_summary'),
    aiSummaryEngine: text('ai_summary_engine').$type<AiEngine>(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),

    posterName: text('poster_name'),
    posterHeadline: text('poster_headline'),
    posterProfileUrl: text('poster_profile_url'),
    posterImageUrl: text('poster_image_url'),
    posterSalesNavId: text('poster_sales_nav_id'),
    posterEntityId: text('poster_entity_id'),
    posterSlug: text('poster_slug'),
    /** Known once the poster's profile was read; the influence sort prefers it to engagement. */
    posterFollowers: integer('poster_followers'),
    /** Every identity of the author (entity id, profile URL, ...): hiding an author matches any of them. */
    authorKeys: text('author_keys').array().notNull().default(emptyTextArray),
    connectionDepth: text('connection_depth'),
    connectionBucket: text('connection_bucket').$type<ConnectionDepth>(),
    isExecutive: boolean('is_executive').notNull().default(false),

    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    externalLink: text('external_link'),
    carouselImages: text('carousel_images').array().notNull().default(emptyTextArray),
    fullCarouselUrl: text('full_carousel_url'),

    numLikes: integer('num_likes').notNull().default(0),
    numComments: integer('num_comments').notNull().default(0),
    numShares: integer('num_shares').notNull().default(0),

    liked: boolean('liked').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    followed: boolean('followed').notNull().default(false),
    connected: boolean('connected').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    previouslyEngaged: boolean('previously_engaged').notNull().default(false),
    /** The user's own comment. */
    comment: text('comment'),
    /** Other people's comments carried by the post, as text. */
    comments: jsonb('comments').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    commentsParsed: boolean('comments_parsed').notNull().default(false),

    sourceTags: text('source_tags').array().notNull().default(emptyTextArray),
    ruleTags: text('rule_tags').array().notNull().default(emptyTextArray),
    contentTags: text('content_tags').array().notNull().default(emptyTextArray),
    keywordTags: text('keyword_tags').array().notNull().default(emptyTextArray),
    keywords: text('keywords').array().notNull().default(emptyTextArray),
    /** Why an AI rule gave a tracker tag, by tag: the judge's reason, for the tag's tooltip. */
    ruleTagReasons: jsonb('rule_tag_reasons').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The source's rules let the post into the Priority Inbox. */
    passesSourceRules: boolean('passes_source_rules').notNull().default(true),
    /** AI rule criteria (source or tracker) are still to be judged by the enrichment job. */
    rulesPending: boolean('rules_pending').notNull().default(false),
    enrichedAt: timestamp('enriched_at', { withTimezone: true }),

    /** The time-independent part of the relevance score (see modules/rules/relevance.ts). */
    relevanceBase: doublePrecision('relevance_base').notNull().default(0),
    influence: doublePrecision('influence').notNull().default(0),
    /**
     * Content, poster name, headline, slug and keyword tags, case-folded in JavaScript (the database's locale may
     * not fold non-ASCII letters) with whitespace collapsed, one field per line.
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_user_platform_external_key').on(t.userId, t.platform, t.externalId),
    // Migration 0008 rebuilt this index with INCLUDE (the list's filter, sort and facet columns), which Drizzle
    // cannot express: counting facets and ranking a date range are then index-only scans of narrow tuples.
    index('posts_user_posted_idx').on(t.userId, t.postedAt.desc(), t.id.desc()),
    // The default view (Priority Inbox, newest first within a date range).
    index('posts_priority_idx')
      .on(t.userId, t.postedAt.desc(), t.id.desc())
      .where(sql`passes_source_rules and not archived`),
    // The influence sort: the walk down the index stops once a page of posts in the date range is found.
    index('posts_influence_idx')
      .on(t.userId, t.influence.desc(), t.postedAt.desc(), t.id.desc())
      .where(sql`not archived`),
    index('posts_priority_influence_idx')
      .on(t.userId, t.influence.desc(), t.postedAt.desc(), t.id.desc())
      .where(sql`passes_source_rules and not archived`),
    index('posts_source_idx').on(t.sourceId),
    index('posts_source_tags_idx').using('gin', t.sourceTags),
    index('posts_rule_tags_idx').using('gin', t.ruleTags),
    index('posts_content_tags_idx').using('gin', t.contentTags),
    // A post's author on every identity they are known by: marking an author engaged, followed or connected finds
    // their other posts here instead of testing every post of the user (about 16 ms a like on the demo's 1,500).
    index('posts_author_keys_idx').using('gin', t.authorKeys),
    // The search words with the user's key and the post's week before each (migration 0009's user_search_words):
    // a search then reads only the user's own words of the weeks in its date range.
    index('posts_user_words_idx').using('gin', sql`user_search_words(${t.userId}, ${t.postedAt}, ${t.searchVector})`),
  ],
);

/**
 * Facet counts of a user's posts per UTC day of posted_at, archived flag and Priority Inbox flag
 * (passes_source_rules), kept by statement-level triggers on posts (migration 0008), so the inbox's tag counts over
 * a long date range add up whole days and count only the first, partial day live (post-list.queries.ts).
 * kind: 'total' (tag ''); 'sourceTags', 'ruleTags', 'contentTags' per tag; 'noSourceTags', 'noRuleTags',
 * 'noContentTags' (tag '') for posts without a tag of that kind. n can reach 0; rows are never negative.
 */
export const postFacetDays = pgTable(
  'post_facet_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    archived: boolean('archived').notNull(),
    priority: boolean('priority').notNull(),
    kind: text('kind').notNull(),
    tag: text('tag').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.archived, t.priority, t.kind, t.tag] })],
);

/** Authors whose posts the user hid ('Hide Posts from this Author'): their posts are archived on arrival. */
export const hiddenAuthors = pgTable(
  'hidden_authors',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the author's identities, as in posts.author_keys. */
    authorKey: text('author_key').notNull(),
    posterName: text('poster_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.authorKey] })],
);

/**
 * AI rule verdicts per (post, criterion): judging costs a model call, so a criterion is judged once per post, and
 * again only when its text changes (the text is the rule's version; trackers sharing a criterion share verdicts).
 */
export const ruleVerdicts = pgTable(
  'rule_verdicts',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the criterion text. */
    criterionHash: text('criterion_hash').notNull(),
    userId: uuid('user_id').notNull(),
    verdict: boolean('verdict').notNull(),
    /** The judge's one-sentence reason; null for verdicts stored before reasons were kept. */
    reason: text('reason'),
    engine: text('engine').$type<AiEngine>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.criterionHash] })],
);
