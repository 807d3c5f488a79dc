import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import { CreateSourceBody } from '@inroad/contracts/source';
import { CreateTrackerBody } from '@inroad/contracts/tracker';
import type { UserMetadata } from '@inroad/contracts/user';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { queryRows } from '../../apps/server/src/db/raw.ts';
import { posts, users } from '../../apps/server/src/db/schema/index.ts';
import type { JobQueue } from '../../apps/server/src/jobs/queue.ts';
import { insertSession, upsertUserByEmail } from '../../apps/server/src/modules/auth/auth.queries.ts';
import { generateToken, hashToken } from '../../apps/server/src/modules/auth/tokens.ts';
import { derivedColumnsOf } from '../../apps/server/src/modules/ingest/derived-columns.ts';
import type { PostInsert } from '../../apps/server/src/modules/ingest/ingest.queries.ts';
import * as ingestQueries from '../../apps/server/src/modules/ingest/ingest.queries.ts';
import { networkColumnsOf } from '../../apps/server/src/modules/ingest/network-columns.ts';
import { createTagger, type Tagger } from '../../apps/server/src/modules/ingest/post-tagging.ts';
import { authorKeysOf } from '../../apps/server/src/modules/post/post-fields.ts';
import { createSource } from '../../apps/server/src/modules/source/source.service.ts';
import { createTracker } from '../../apps/server/src/modules/tracker/tracker.service.ts';
import { benchPost, CONTENT_TAGS, type Random, seededRandom, sourceBodies, trackerBodies } from './data.ts';

/**
 * Bulk seeding straight into the posts table, many rows per statement: going through the ingest service would take
 * minutes for 300,000 posts and is measured on its own (ingest throughput). Each row gets the columns the ingest
 * service would compute (tags from the user's real sources and trackers, the search text, relevance and influence)
 * plus what a user and the enrichment job would have left on it (read, archived, content tags).
 */

const SESSION_TTL_MS = 30 * 86_400_000;
const ROWS_PER_STATEMENT = 2_000;
const COLUMNS = getTableColumns(posts);

export interface BenchUser {
  userId: string;
  /** A live session token, for the x-sessiontoken header or the session cookie. */
  token: string;
}

/** An account with a session, as a first sign-in leaves it; `metadata` marks the welcome dialogs as seen. */
export async function createUserWithSession(db: Db, email: string, metadata?: UserMetadata): Promise<BenchUser> {
  const userId = await upsertUserByEmail(db, email);
  if (metadata) await db.update(users).set({ metadata }).where(eq(users.id, userId));
  const token = generateToken();
  await insertSession(db, { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return { userId, token };
}

export interface UserFeeds {
  sourceIds: string[];
  /** One tagger per source, with all the user's trackers, as the ingest service builds it. */
  taggers: Tagger[];
}

/** The user's sources and trackers, created through their services; `trackers` keyword trackers, one per topic. */
export async function createFeeds(db: Db, queue: JobQueue, userId: string, trackers: number): Promise<UserFeeds> {
  const sourceIds: string[] = [];
  for (const body of sourceBodies()) {
    sourceIds.push((await createSource({ db, userId, body: CreateSourceBody.parse(body) })).id);
  }
  for (const body of trackerBodies(trackers)) {
    await createTracker({ db, queue, userId, body: CreateTrackerBody.parse(body) });
  }
  const trackerRows = await ingestQueries.listTaggingTrackers(db, userId);
  const taggers: Tagger[] = [];
  for (const id of sourceIds) {
    const source = await ingestQueries.findTaggingSource(db, userId, id);
    taggers.push(createTagger(source ?? null, trackerRows));
  }
  return { sourceIds, taggers };
}

/** The row the ingest service would store for a new post, with a user's and the enrichment job's marks on it. */
function rowOf(
  post: NormalizedPost,
  rand: Random,
  owner: { userId: string; sourceId: string | null; tagger: Tagger; inInbox: boolean },
) {
  const { userId, sourceId, tagger } = owner;
  const tagging = tagger.tag({
    platform: post.platform,
    content: post.content,
    posterName: post.poster.name,
    posterSlug: post.poster.slug,
  });
  const contentTags = CONTENT_TAGS.filter(() => rand() < 0.12);
  const posterFollowers = rand() < 0.3 ? Math.floor(rand() ** 2 * 50_000) : null;
  const liked = rand() < 0.02;
  const row: Required<Omit<PostInsert, 'searchVector'>> = {
    id: crypto.randomUUID(),
    userId,
    sourceId,
    ...networkColumnsOf(post),
    aiSummary: null,
    aiSummaryEngine: null,
    posterFollowers,
    authorKeys: authorKeysOf(post.platform, post.poster),
    liked,
    archived: !owner.inInbox && rand() < 0.03,
    followed: false,
    connected: false,
    isRead: rand() < 0.3,
    previouslyEngaged: liked || rand() < 0.02,
    comment: null,
    commentsParsed: false,
    sourceTags: tagging.sourceTags,
    ruleTags: tagging.ruleTags,
    contentTags,
    keywordTags: tagging.keywordTags,
    keywords: tagging.keywords,
    ruleTagReasons: {},
    passesSourceRules: owner.inInbox || tagging.passesSourceRules,
    rulesPending: false,
    enrichedAt: new Date(post.postedAt),
    ...derivedColumnsOf(post, {
      ruleTags: tagging.ruleTags,
      keywordTags: tagging.keywordTags,
      contentTags,
      posterFollowers,
    }),
    createdAt: new Date(post.postedAt),
    updatedAt: new Date(post.postedAt),
  };
  return row;
}

type Row = ReturnType<typeof rowOf>;

/** One statement per chunk: the rows travel as one JSON parameter, unpacked by json_populate_recordset. */
async function insertRows(db: Db, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first) as (keyof Row)[];
  const names = keys.map((key) => COLUMNS[key].name);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [i, key] of keys.entries()) {
      const value = row[key];
      record[names[i] as string] = value instanceof Date ? value.toISOString() : value;
    }
    return record;
  });
  const columnList = sql.raw(names.map((name) => `"${name}"`).join(', '));
  await db.execute(
    sql`insert into posts (${columnList}) select ${columnList} from json_populate_recordset(null::posts, ${JSON.stringify(records)}::json)`,
  );
}

export interface SeedPostsOptions {
  db: Db;
  userId: string;
  count: number;
  /** Posts are spread evenly over this many days back from `now`. */
  days: number;
  now: number;
  /** Unique per run: external ids are numbered from here. */
  firstNumber: number;
  seed: number;
  /** The user's feeds; without them posts have no source and no tags but content tags. */
  feeds?: UserFeeds;
  /** Every post in the Priority Inbox: none archived, all passing their source's rules. */
  allInInbox?: boolean;
}

/** Inserts `count` posts for a user; returns the next free post number. */
export async function seedPosts(options: SeedPostsOptions): Promise<number> {
  const { db, userId, count, days, now, feeds } = options;
  const rand = seededRandom(options.seed);
  const noFeeds = createTagger(null, []);
  let n = options.firstNumber;
  // One statement in flight while the next chunk is built: PostgreSQL and this process work at the same time.
  let inFlight: Promise<void> = Promise.resolve();
  for (let done = 0; done < count; ) {
    const size = Math.min(ROWS_PER_STATEMENT, count - done);
    const rows: Row[] = [];
    for (let i = 0; i < size; i++) {
      const post = benchPost(rand, n++, now, days);
      const which = feeds ? Math.floor(rand() * feeds.sourceIds.length) : -1;
      const sourceId = feeds?.sourceIds[which] ?? null;
      const tagger = feeds?.taggers[which] ?? noFeeds;
      rows.push(rowOf(post, rand, { userId, sourceId, tagger, inInbox: options.allInInbox ?? false }));
    }
    await inFlight;
    inFlight = insertRows(db, rows);
    done += size;
  }
  await inFlight;
  return n;
}

/**
 * Gives another user `count` posts copied, inside the database, from every `step`-th post of `fromUserId` (starting
 * at `offset`): new ids, no source (sources are per user), the rest as is. Other users' posts only need to be there
 * in realistic numbers and shapes (index sizes, search postings, selectivity of the user filter), and a copy made
 * by the database is many times faster than sending them again.
 */
export async function copyPostsToUser(
  db: Db,
  options: { fromUserId: string; toUserId: string; count: number; step: number; offset: number },
): Promise<void> {
  const keys = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter(
    (key) => key !== 'searchVector' && key !== 'id' && key !== 'userId' && key !== 'sourceId',
  );
  const names = sql.raw(keys.map((key) => `"${COLUMNS[key].name}"`).join(', '));
  await db.execute(
    sql`insert into posts ("id", "user_id", "source_id", ${names})
        select gen_random_uuid(), ${options.toUserId}::uuid, null, ${names}
        from (select p.*, row_number() over (order by p.id) as rn from posts p where p.user_id = ${options.fromUserId}::uuid) s
        where s.rn % ${options.step} = ${options.offset % options.step}
        limit ${options.count}`,
  );
}

/**
 * Runs a bulk load with the posts table's secondary indexes dropped, then builds them again from their own
 * definitions (as the migrations left them): one index build is many times faster than keeping four GIN indexes
 * up to date row by row. Then a VACUUM ANALYZE, as autovacuum would run after a bulk load (PGlite has no
 * autovacuum): fresh planner statistics, and the visibility map that lets index-only scans skip the table.
 */
export async function withPostIndexesDeferred(db: Db, load: () => Promise<void>): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = 'posts'
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await load();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  await db.execute(sql`vacuum analyze posts`);
}
