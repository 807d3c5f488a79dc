import {
  archivePost,
  bulkArchivePosts,
  DATE_RANGE_DAYS,
  listPosts,
  OTHER_TAG,
  type PostListItem,
  type PostListQueryInput,
  type PostListResponse,
} from '@inroad/contracts/post';
import type { NormalizedPost } from '@inroad/contracts/post-ingest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildNormalizedPost,
  createSource,
  createTracker,
  ingest,
  signUp,
  type TestUser,
} from '../../../test/factories.ts';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/raw.ts';

/**
 * Facet counts (filterData, total) of the listings the per-day counts answer (view, archived flag and date range
 * only), checked against the posts the same listing pages through, and the per-day counts themselves against a
 * recount of the posts, after every kind of change: ingest, re-ingest with new tags, archive and unarchive,
 * hiding an author, retroactive tagging by a new tracker, and deleting a user.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();

async function list(user: TestUser, query: PostListQueryInput) {
  return expectOk(await t.call(listPosts, { token: user.token, query }), 200).body;
}

async function listAll(
  user: TestUser,
  query: PostListQueryInput,
): Promise<{ first: PostListResponse; posts: PostListItem[] }> {
  const first = await list(user, { ...query, limit: 200 });
  const posts = [...first.posts];
  let cursor = first.nextCursor;
  while (cursor) {
    const body = await list(user, { ...query, limit: 200, cursor });
    posts.push(...body.posts);
    cursor = body.nextCursor;
  }
  return { first, posts };
}

/** filterData as the spec defines it, counted from the listed posts themselves. */
function expectedFacets(posts: PostListItem[]) {
  const data = { sourceTags: {}, ruleTags: {}, contentTags: {} } as Record<
    'sourceTags' | 'ruleTags' | 'contentTags',
    Record<string, number>
  >;
  for (const post of posts) {
    for (const kind of ['sourceTags', 'ruleTags', 'contentTags'] as const) {
      const tags = post[kind].length > 0 ? post[kind] : [OTHER_TAG];
      for (const tag of tags) data[kind][tag] = (data[kind][tag] ?? 0) + 1;
    }
  }
  return data;
}

/** Every listing the per-day counts answer, each compared with the posts it lists. */
async function expectFacetsMatchListings(user: TestUser) {
  for (const view of ['all', 'priority'] as const) {
    for (const archived of [false, true]) {
      for (const days of DATE_RANGE_DAYS) {
        const query: PostListQueryInput = { view, dateRange: days, sortBy: 'date', ...(archived ? { archived } : {}) };
        const { first, posts } = await listAll(user, query);
        const label = JSON.stringify(query);
        expect(first.total, label).toBe(posts.length);
        expect(first.filterData, label).toEqual(expectedFacets(posts));
      }
    }
  }
}

/** The per-day counts equal a recount of the posts, for every user. */
async function expectDayCountsExact() {
  const drift = await queryRows<{ user_id: string; day: string; kind: string; tag: string; n: number }>(
    t.ctx.db,
    sql`with kept as (select user_id, day, archived, priority, kind, tag, n from post_facet_days where n <> 0),
      recount as (
        select p.user_id, (p.posted_at at time zone 'UTC')::date as day, p.archived, p.passes_source_rules as priority,
          k.kind, k.tag, count(*)::int as n
        from posts p cross join lateral post_facet_keys(p.source_tags, p.rule_tags, p.content_tags) k
        group by 1, 2, 3, 4, 5, 6)
      (select * from kept except select * from recount) union all (select * from recount except select * from kept)`,
  );
  expect(drift).toEqual([]);
  const [negative] = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from post_facet_days where n < 0`,
  );
  expect(negative?.n).toBe(0);
}

describe('GET /post: facet counts from the per-day counts', () => {
  let user: TestUser;
  let postIds: string[];
  let ingested: NormalizedPost[];
  beforeAll(async () => {
    user = await signUp(t);
    const leads = await createSource(t, user, { name: 'Search Topic: Leads', tags: ['Leads'] });
    const gated = await createSource(t, user, {
      name: 'Competitors',
      tags: ['Rivals'],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'forecast' }] }],
    });
    await createTracker(t, user, {
      tags: ['Pipeline'],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'pipeline' }] }],
    });
    // Spread over the last 40 days, some on either side of each range's first (partial) day.
    const ages = [0.2, 3, 20, 23.9, 24.1, 30, 47, 49, 70, 71.9, 72.1, 100, 167, 169, 400, 719, 721, 960];
    const topics = ['pipeline forecast', 'forecast only', 'pipeline only', 'nothing at all'];
    const posts = ages.map((age, i) =>
      buildNormalizedPost({
        content: `Post ${i}: ${topics[i % topics.length]}`,
        postedAt: hoursAgo(age),
        poster: { name: `Author ${i % 5}` },
      }),
    );
    ingested = posts;
    const first = await ingest(t, user, posts.slice(0, 10), leads);
    const second = await ingest(t, user, posts.slice(10), gated);
    postIds = [...first.postIds, ...second.postIds];
    // Another user's posts stay out of this user's counts.
    const other = await signUp(t);
    await ingest(t, other, [buildNormalizedPost({ content: 'pipeline elsewhere', postedAt: hoursAgo(5) })]);
  });

  it('counts every listing exactly, whole days and the first, partial day alike', async () => {
    await expectFacetsMatchListings(user);
    await expectDayCountsExact();
  });

  it('stays exact after archiving, unarchiving and hiding an author', async () => {
    const archive = (id: string, archived: boolean, hideAuthor?: boolean) =>
      t.call(archivePost, { token: user.token, body: { id, archived, hideAuthor } });
    expect((await archive(postIds[0] as string, true)).status).toBe(200);
    expect((await archive(postIds[5] as string, true)).status).toBe(200);
    expect((await archive(postIds[5] as string, false)).status).toBe(200);
    const bulk = await t.call(bulkArchivePosts, {
      token: user.token,
      body: { ids: postIds.slice(7, 12), archived: true },
    });
    expectOk(bulk, 200);
    expect((await archive(postIds[2] as string, true, true)).status).toBe(200);
    await expectFacetsMatchListings(user);
    await expectDayCountsExact();
  });

  it('stays exact after re-ingesting posts with new source tags and a new tracker tagging old posts', async () => {
    const again = await createSource(t, user, { name: 'Search Topic: Again', tags: ['Again'] });
    // Among them posts archived above, and the post of a hidden author.
    const refreshed = ingested.slice(0, 12).map((post) => ({ ...post, content: `${post.content} (edited)` }));
    await ingest(t, user, refreshed, again);
    await createTracker(t, user, {
      tags: ['Forecast'],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'forecast' }] }],
    });
    await t.drainJobs();
    await expectFacetsMatchListings(user);
    await expectDayCountsExact();
  });

  it('drops a deleted user’s counts with their posts', async () => {
    const gone = await signUp(t);
    await ingest(t, gone, [buildNormalizedPost({ content: 'soon gone', postedAt: hoursAgo(2) })]);
    await t.ctx.db.execute(sql`delete from users where id = ${gone.userId}`);
    const [left] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from post_facet_days where user_id = ${gone.userId}`,
    );
    expect(left?.n).toBe(0);
    await expectDayCountsExact();
  });
});

describe('GET /post: tags named like what every object has', () => {
  it("counts and filters tags such as 'constructor' and '__proto__' like any other", async () => {
    const user = await signUp(t);
    const tags = ['constructor', '__proto__', 'toString'];
    for (const tag of tags) {
      await createTracker(t, user, {
        name: `Tagged ${tag}`,
        tags: [tag],
        rules: [{ ruleType: 'keyword', field: 'content', inputs: [{ type: 'include', value: 'webinar' }] }],
      });
    }
    await ingest(t, user, [
      buildNormalizedPost({ content: 'A webinar next week', postedAt: hoursAgo(1) }),
      buildNormalizedPost({ content: 'Nothing planned', postedAt: hoursAgo(2) }),
    ]);

    const all = await list(user, { view: 'all', dateRange: 1 });
    expect(all.total).toBe(2);
    // The contract's parse (zod's record, in the web app too) leaves out a '__proto__' key; the server sends it.
    expect(all.filterData.ruleTags).toEqual({ constructor: 1, toString: 1, [OTHER_TAG]: 1 });
    const raw = await t.request('GET', '/post?view=all&dateRange=1', { token: user.token });
    expect(JSON.stringify(raw.body)).toMatch(/"ruleTags":\{[^}]*"__proto__":1[,}]/);
    for (const tag of tags) {
      const filtered = await list(user, { view: 'all', dateRange: 1, ruleTags: [tag] });
      expect(filtered.posts.map((post) => post.content)).toEqual(['A webinar next week']);
    }
  });
});
