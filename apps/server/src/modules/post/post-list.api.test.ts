import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  listPosts,
  POST_LIST_TEXT_LENGTH,
  type Post,
  type PostListItem,
  type PostListQueryInput,
  type PostListResponse,
} from '@inroad/contracts/post';
import { createTracker } from '@inroad/contracts/tracker';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildNormalizedPost,
  createSource,
  fullPosts,
  ingest,
  signUp,
  type TestUser,
} from '../../../test/factories.ts';
import { expectError, expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';
import { posts } from '../../db/schema/index.ts';

const MIGRATION_0018 = fileURLToPath(new URL('../../db/migrations/0018_search_text_dotted_i.sql', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

async function list(user: TestUser, query: PostListQueryInput) {
  return expectOk(await t.call(listPosts, { token: user.token, query }), 200).body;
}
const contents = (body: PostListResponse) => body.posts.map((p) => p.content);

/** Every page of a listing, following nextCursor. */
async function listAllPages(user: TestUser, query: PostListQueryInput) {
  const seen: PostListItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const body: PostListResponse = await list(user, { ...query, ...(cursor ? { cursor } : {}) });
    seen.push(...body.posts);
    cursor = body.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { posts: seen, pages };
}

describe('GET /post: search', () => {
  let user: TestUser;
  let ids: Map<string, string>;
  beforeAll(async () => {
    user = await signUp(t);
    const sourceId = await createSource(t, user, {
      rules: [
        {
          ruleType: 'keyword',
          field: 'posterSlug',
          inputs: [
            { type: 'include', value: 'forecast' },
            { type: 'include', value: 'pipeline' },
            { type: 'include', value: 'widget' },
          ],
        },
      ],
    });
    await ingest(
      t,
      user,
      [
        buildNormalizedPost({ content: 'Forecast accuracy: 100% or bust' }),
        buildNormalizedPost({ content: 'Pipeline review, snake_case_names and C++ widgets' }),
        buildNormalizedPost({ content: "It's a widget (beta) for Zürich teams" }),
        buildNormalizedPost({ content: 'Regex fans write .* and [a-z]+ with a \\ backslash, widget' }),
        buildNormalizedPost({
          content: 'pipeline from a founder',
          poster: { name: 'Jordan Quill', headline: 'Chief Revenue Officer' },
        }),
        buildNormalizedPost({ content: 'Follow-up notes from the widget call' }),
        buildNormalizedPost({ content: 'Widget pipelines: our xpipeline review' }),
        buildNormalizedPost({ content: 'A widget team in İSTANBUL' }),
        buildNormalizedPost({ content: `${'lorem ipsum dolor sit amet '.repeat(370).slice(0, 9_980)} pipeline tail` }),
      ],
      sourceId,
    );
    const all = await list(user, { view: 'all', limit: 200 });
    ids = new Map(all.posts.map((p) => [p.content.slice(0, 12), p.id]));
  });

  const search = async (q: string) => contents(await list(user, { view: 'all', sortBy: 'date', q }));

  it('matches content, poster name, headline and keyword tags, case-insensitively', async () => {
    expect(await search('FORECAST')).toEqual(['Forecast accuracy: 100% or bust']);
    expect(await search('jordan quill')).toEqual(['pipeline from a founder']);
    expect(await search('revenue')).toEqual(['pipeline from a founder']);
    expect(await search('zürich')).toEqual(["It's a widget (beta) for Zürich teams"]);
    expect(await search('ZÜRICH TEAMS')).toEqual(["It's a widget (beta) for Zürich teams"]);
    expect(await search('forec')).toEqual(['Forecast accuracy: 100% or bust']);
    // Words PostgreSQL's parser splits into several ("follow-up" is also "follow" and "up").
    expect(await search('FOLLOW-UP')).toEqual(['Follow-up notes from the widget call']);
    expect(await search('follow-up notes')).toEqual(['Follow-up notes from the widget call']);
    // A whole word of the search is a whole word of the post: "xpipeline review" holds the text, but not at a
    // word's start, and "pipelines" is another word.
    expect(await search('pipeline review')).toEqual(['Pipeline review, snake_case_names and C++ widgets']);
    expect(await search('pipeline rev')).toEqual(['Pipeline review, snake_case_names and C++ widgets']);
    expect(await search('xpipeline rev')).toEqual(['Widget pipelines: our xpipeline review']);
    // 'İ' lower-cases to 'i' and a combining dot: either spelling finds it.
    expect(await search('istanbul')).toEqual(['A widget team in İSTANBUL']);
    expect(await search('İstanbul')).toEqual(['A widget team in İSTANBUL']);
  });

  it('finds a post by its id', async () => {
    const id = ids.get('Forecast acc') ?? '';
    expect(await search(id)).toEqual(['Forecast accuracy: 100% or bust']);
    expect(await search(id.toUpperCase())).toEqual(['Forecast accuracy: 100% or bust']);
  });

  it('treats LIKE, regex, tsquery and SQL metacharacters as text', async () => {
    expect(await search('100%')).toEqual(['Forecast accuracy: 100% or bust']);
    expect(await search('%')).toEqual(['Forecast accuracy: 100% or bust']);
    expect(await search('_')).toEqual(['Pipeline review, snake_case_names and C++ widgets']);
    expect(await search('snake_case')).toEqual(['Pipeline review, snake_case_names and C++ widgets']);
    expect(await search('c++')).toEqual(['Pipeline review, snake_case_names and C++ widgets']);
    expect(await search('.*')).toEqual(['Regex fans write .* and [a-z]+ with a \\ backslash, widget']);
    expect(await search('[a-z]+')).toEqual(['Regex fans write .* and [a-z]+ with a \\ backslash, widget']);
    expect(await search('\\')).toEqual(['Regex fans write .* and [a-z]+ with a \\ backslash, widget']);
    expect(await search("it's")).toEqual(["It's a widget (beta) for Zürich teams"]);
    expect(await search('(beta)')).toEqual(["It's a widget (beta) for Zürich teams"]);
    for (const q of ["'; drop table posts; --", 'a & b | !c', "':*", 'x:* & y', '\\\\%_']) {
      expect(await search(q), q).toEqual([]);
    }
    expect((await list(user, { view: 'all' })).total).toBe(9);
  });

  it("finds, after migration 0018, a post whose search text was folded before 'İ' was", async () => {
    const other = await signUp(t);
    const [id] = (await ingest(t, other, [buildNormalizedPost({ content: 'Hiring in İzmir' })])).postIds;
    // Folded as before: 'İ' lower-cased to 'i' and a combining dot.
    await t.ctx.db.update(posts).set({ searchText: 'hiring in i\u0307zmir' }).where(eq(posts.id, id!));
    const izmir = async () => contents(await list(other, { view: 'all', q: 'izmir' }));
    expect(await izmir()).toEqual([]);
    await t.ctx.db.execute(sql.raw(readFileSync(MIGRATION_0018, 'utf8')));
    expect(await izmir()).toEqual(['Hiring in İzmir']);
  });

  it('searches 10,000-character posts: the list carries their start, the post itself the whole text', async () => {
    const found = (await list(user, { view: 'all', q: 'pipeline tail' })).posts;
    expect(found).toHaveLength(1);
    expect(found[0]?.content).toHaveLength(POST_LIST_TEXT_LENGTH);
    const [whole] = await fullPosts(t, user, found);
    expect(whole?.content.length).toBeGreaterThan(9_900);
  });
});

describe('GET /post: search over weeks', () => {
  it('finds posts in every week of the date range, and a post dated ahead of the clock as of now', async () => {
    const user = await signUp(t);
    const daysAgo = (d: number) => hoursAgo(d * 24);
    await ingest(t, user, [
      buildNormalizedPost({ content: 'Quota planning, this morning' }),
      buildNormalizedPost({ content: 'Quota planning, nine days on', postedAt: daysAgo(9) }),
      buildNormalizedPost({ content: 'Quota planning, four weeks on', postedAt: daysAgo(29) }),
      buildNormalizedPost({ content: 'Quota planning, two months on', postedAt: daysAgo(60) }),
      buildNormalizedPost({ content: 'Quota planning, dated next week', postedAt: hoursAgo(-24 * 8) }),
    ]);
    const search = async (dateRange: number) =>
      contents(await list(user, { view: 'all', sortBy: 'date', dateRange, q: 'quota planning' })).sort();
    expect(await search(30)).toEqual([
      'Quota planning, dated next week',
      'Quota planning, four weeks on',
      'Quota planning, nine days on',
      'Quota planning, this morning',
    ]);
    expect(await search(7)).toEqual(['Quota planning, dated next week', 'Quota planning, this morning']);
    const [future] = (await list(user, { view: 'all', sortBy: 'date', dateRange: 1, q: 'next week' })).posts;
    expect(Date.parse(future?.postDate ?? '')).toBeLessThanOrEqual(Date.now());
  });
});

describe('GET /post: sorting and paging', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUp(t);
    await t.call(createTracker, {
      token: user.token,
      body: {
        name: 'Leads',
        tags: ['Lead'],
        rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'evaluating' }] }],
      },
    });
    const posts = Array.from({ length: 57 }, (_, i) =>
      buildNormalizedPost({
        content: i % 7 === 0 ? `We are evaluating vendors, post ${i}` : `Ordinary post ${i}`,
        // Several posts share a timestamp so the id must break ties.
        postedAt: hoursAgo(Math.floor(i / 3)),
        counts: { likes: (i * 37) % 100, comments: i % 5, shares: 0 },
      }),
    );
    await ingest(t, user, posts);
  });

  it('sorts by relevance: matched trackers first, then by score', async () => {
    const body = await list(user, { view: 'all', dateRange: 30, limit: 12 });
    expect(body.posts.slice(0, 9).every((p) => p.ruleTags.includes('Lead'))).toBe(true);
    expect(body.posts[9]?.ruleTags).toEqual([]);
  });

  it('sorts by influence (engagement without follower counts) and by date', async () => {
    // The counts the influence sort weighs come with the posts themselves.
    const influence = await fullPosts(
      t,
      user,
      (await list(user, { view: 'all', dateRange: 30, sortBy: 'influence', limit: 200 })).posts,
    );
    const weight = (p: Post) => p.numLikes + 2 * p.numComments + 3 * p.numShares;
    for (let i = 1; i < influence.length; i++)
      expect(weight(influence[i - 1] as Post)).toBeGreaterThanOrEqual(weight(influence[i] as Post));
    const byDate = (await list(user, { view: 'all', dateRange: 30, sortBy: 'date', limit: 200 })).posts;
    for (let i = 1; i < byDate.length; i++) {
      expect(Date.parse(byDate[i - 1]?.postDate ?? '')).toBeGreaterThanOrEqual(Date.parse(byDate[i]?.postDate ?? ''));
    }
  });

  it.each(['relevance', 'influence', 'date'] as const)(
    'pages by cursor through every post exactly once (%s)',
    async (sortBy) => {
      const full = (await list(user, { view: 'all', dateRange: 30, sortBy, limit: 200 })).posts.map((p) => p.id);
      const { posts, pages } = await listAllPages(user, { view: 'all', dateRange: 30, sortBy, limit: 7 });
      expect(pages).toBe(9);
      expect(posts.map((p) => p.id)).toEqual(full);
      expect(new Set(full).size).toBe(57);
    },
  );

  it('keeps the total and facets on every page, and refuses a cursor of another sort', async () => {
    const first = await list(user, { view: 'all', dateRange: 30, sortBy: 'date', limit: 5 });
    expect(first.total).toBe(57);
    const second = await list(user, {
      view: 'all',
      dateRange: 30,
      sortBy: 'date',
      limit: 5,
      cursor: first.nextCursor!,
    });
    expect(second.total).toBe(57);
    expect(second.filterData).toEqual(first.filterData);
    const res = expectError(
      await t.call(listPosts, {
        token: user.token,
        query: { view: 'all', sortBy: 'relevance', cursor: first.nextCursor! },
      }),
      400,
    );
    expect(res.body.message).toMatch(/^cursor: /);
  });
});
