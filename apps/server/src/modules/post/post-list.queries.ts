import { type ConnectionDepth, OTHER_TAG, type SortBy, type View } from '@inroad/contracts/post';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { posts } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import { RELEVANCE_WEIGHTS } from '../rules/relevance.ts';
import type { PostCursor } from './post-cursor.ts';
import type { SearchTerms } from './post-search.ts';
import { postListColumns } from './post-view.ts';

/**
 * How the inbox is listed (GET /api/post).
 *
 * Filters are plain tests on columns computed at ingest: view=priority keeps posts whose source rules passed
 * (passes_source_rules) and every view leaves archived posts out unless archived=true (hidden authors' posts
 * arrive archived); dateRange counts days back from the listing's instant; tag filters match any of the given
 * tags, 'Other' meaning "no tag of this kind"; engagement is likes + comments + shares > 0; executive, connection
 * depth (1, 2, 3+) and "previously engaged" are stored flags. Text search: see post-search.ts.
 *
 * Sorts, each ending in posted_at, id (newest first) so the order is total:
 * - relevance: relevance_base + 20 × 0.5^(hours since posted / 24), at the listing's instant, where
 *     relevance_base = min(15 × tracker tags, 30) + min(8 × matched keywords, 24)
 *       + min(Σ content tag weights, 25)   (Hot lead 20, Question 10, Hiring 8, Job change 8, Launch 6, Event 4,
 *                                           any other 3)
 *       + 12 for an executive headline + connection depth (1st 10, 2nd 6, 3rd+ 2)
 *       + 10 × min(1, log10(1 + likes + 2 × comments + 3 × shares) / 3)
 *   (modules/rules/relevance.ts). The base is stored with the post; the recency term is computed in SQL;
 * - influence: the poster's followers when known, else likes + 2 × comments + 3 × shares (stored);
 * - date: posted_at.
 * Paging is by keyset: the cursor carries the last row's (score, posted_at, id) and the listing's instant, so
 * every page scores at the same instant; a stored score changed between pages can skip or repeat a post, which the
 * web inbox makes up for (post-cursor.ts).
 *
 * Plans (PostgreSQL 15, 100,000 posts of the user over 90 days among 300,000; see bench/results):
 * - the page sorts and limits on the posts' keys alone (index-only scans of posts_user_posted_idx, which INCLUDEs
 *   the filter and score columns, or of posts_influence_idx for the influence sort, which stops after a page),
 *   then reads the page's rows only;
 * - facets of a listing filtered by view, archived flag and date range only add up post_facet_days for whole
 *   days and count the first day live; other filters count live in one pass (index-only on posts_user_posted_idx);
 * - search: GIN index on the user's search words by week (user_search_words, migration 0009), LIKE recheck on the
 *   survivors;
 * - search '%' (no words to index): LIKE over the user's posts in range.
 * Later pages of a listing reuse its facets (post.service.ts), so only the first page pays for them.
 */

/** The list's filters, already parsed; every condition is a plain test on a stored column. */
export interface PostListFilter {
  userId: string;
  view: View;
  archived: boolean;
  since: Date;
  search: SearchTerms | null;
  sourceTags: readonly string[];
  ruleTags: readonly string[];
  contentTags: readonly string[];
  showEngagement: boolean;
  showExecutive: boolean;
  connectionDepth: readonly ConnectionDepth[];
  hideEngaged: boolean;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Any of the tags; 'Other' also takes posts with no tag of this kind (spec §5). */
function tagCondition(column: PgColumn, values: readonly string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  const anyOf = sql`${column} && ${textArray(values)}`;
  return values.includes(OTHER_TAG) ? or(anyOf, sql`cardinality(${column}) = 0`) : anyOf;
}

function searchCondition(search: SearchTerms | null): SQL | undefined {
  if (!search) return undefined;
  const like = sql`${posts.searchText} like ${search.likePattern} escape '\\'`;
  const text = search.tsquery
    ? and(
        sql`user_search_words(${posts.userId}, ${posts.postedAt}, ${posts.searchVector}) @@ ${search.tsquery}::tsquery`,
        like,
      )
    : like;
  return search.postId ? or(text, sql`${posts.id} = ${search.postId}::uuid`) : text;
}

export function postListWhere(f: PostListFilter): SQL {
  return ownedBy(
    posts.userId,
    f.userId,
    // Literals, not parameters: the planner can then match the partial index of the default view.
    f.archived ? sql`${posts.archived}` : sql`not ${posts.archived}`,
    f.view === 'priority' ? sql`${posts.passesSourceRules}` : undefined,
    sql`${posts.postedAt} >= ${f.since.toISOString()}::timestamptz`,
    tagCondition(posts.sourceTags, f.sourceTags),
    tagCondition(posts.ruleTags, f.ruleTags),
    tagCondition(posts.contentTags, f.contentTags),
    f.showEngagement ? sql`(${posts.numLikes} + ${posts.numComments} + ${posts.numShares}) > 0` : undefined,
    f.showExecutive ? sql`${posts.isExecutive}` : undefined,
    f.connectionDepth.length > 0 ? inArray(posts.connectionBucket, [...f.connectionDepth]) : undefined,
    f.hideEngaged ? sql`not (${posts.previouslyEngaged} or ${posts.liked} or ${posts.comment} is not null)` : undefined,
    searchCondition(f.search),
  );
}

/**
 * relevance = relevance_base + 20 × 0.5^(hours since posted / 24), computed at the listing's fixed instant `now`
 * (see modules/rules/relevance.ts for the whole formula). Everything is float8 so a score prints and parses back
 * exactly, which the keyset cursor relies on.
 */
function relevanceAt(now: Date): SQL {
  const { recency, recencyHalfLifeHours } = RELEVANCE_WEIGHTS;
  const halfLifeSeconds = recencyHalfLifeHours * 3600;
  return sql`(${posts.relevanceBase} + ${recency}::float8 * power(0.5::float8, greatest(0::float8, extract(epoch from (${now.toISOString()}::timestamptz - ${posts.postedAt}))::float8) / ${halfLifeSeconds}::float8))`;
}

function scoreOf(sort: SortBy, now: Date): SQL | null {
  if (sort === 'relevance') return relevanceAt(now);
  if (sort === 'influence') return sql`${posts.influence}`;
  return null;
}

/**
 * One page, best first: score (relevance or influence) descending, then newest, then id, so the order is total
 * and the keyset cursor (`(score, posted_at, id) < last`) is exact. The sort and the limit run on the posts' ids
 * and sort keys alone (an index walk for the date and influence sorts); only the page's rows are then read, and only
 * the columns their list rows show (post-view.ts, postListColumns).
 */
export async function findPostPage(
  db: DbOrTx,
  filter: PostListFilter,
  options: { sort: SortBy; now: Date; after: PostCursor | null; limit: number },
) {
  const score = scoreOf(options.sort, options.now);
  const after = options.after;
  let keyset: SQL | undefined;
  if (after && score) {
    keyset = sql`(${score}, ${posts.postedAt}, ${posts.id}) < (${after.score}::float8, ${after.postedAt}::timestamptz, ${after.id}::uuid)`;
  } else if (after) {
    keyset = sql`(${posts.postedAt}, ${posts.id}) < (${after.postedAt}::timestamptz, ${after.id}::uuid)`;
  }
  // NULLS LAST as in the indexes (the columns are never null, but the planner only uses an index whose order
  // matches exactly): the date sort reads the first page straight off posts_priority_idx / posts_user_posted_idx,
  // the influence sort off posts_influence_idx / posts_priority_influence_idx.
  const newestFirst = [sql`${posts.postedAt} desc nulls last`, sql`${posts.id} desc nulls last`];
  const order = score ? [sql`${score} desc nulls last`, ...newestFirst] : newestFirst;
  const page = db
    .select({
      id: sql<string>`${posts.id}`.as('page_id'),
      score: (score ?? sql`null::float8`).as('page_score'),
      postedAt: sql`${posts.postedAt}`.as('page_posted_at'),
      cursorScore: (score ? sql<string>`(${score})::text` : sql<null>`null::text`).as('cursor_score'),
    })
    .from(posts)
    .where(and(postListWhere(filter), keyset))
    .orderBy(...order)
    .limit(options.limit)
    .as('page');
  return db
    .select({
      ...postListColumns,
      cursorScore: page.cursorScore,
      cursorPostedAt: sql<string>`${posts.postedAt}::text`,
    })
    .from(page)
    .innerJoin(posts, sql`${posts.id} = ${page.id}`)
    .orderBy(
      sql`${page.score} desc nulls last`,
      sql`${page.postedAt} desc nulls last`,
      sql`${page.id} desc nulls last`,
    );
}

type FacetKind = 'sourceTags' | 'ruleTags' | 'contentTags';
type FacetRow = { kind: string; tag: string; n: number };
/** post_facet_keys' kinds (migration 0008): a tag of a kind, or none of that kind (the 'Other' bucket). */
const FACET_KIND: Record<string, { kind: FacetKind; other: boolean }> = {
  sourceTags: { kind: 'sourceTags', other: false },
  ruleTags: { kind: 'ruleTags', other: false },
  contentTags: { kind: 'contentTags', other: false },
  noSourceTags: { kind: 'sourceTags', other: true },
  noRuleTags: { kind: 'ruleTags', other: true },
  noContentTags: { kind: 'contentTags', other: true },
};

/** The filter asks nothing but the view, the archived flag and the date range: the per-day counts answer it. */
function isDateRangeOnly(f: PostListFilter): boolean {
  return (
    f.search === null &&
    f.sourceTags.length === 0 &&
    f.ruleTags.length === 0 &&
    f.contentTags.length === 0 &&
    !f.showEngagement &&
    !f.showExecutive &&
    f.connectionDepth.length === 0 &&
    !f.hideEngaged
  );
}

/** The tags of the posts `where` takes, read once for the counts below. */
const matchedTags = (where: SQL) =>
  sql`matched as materialized (select ${posts.sourceTags} as source_tags, ${posts.ruleTags} as rule_tags,
    ${posts.contentTags} as content_tags from ${posts} where ${where})`;

/**
 * The facet keys of post_facet_keys (migration 0008: a NULL element counts as no tag) counted over `matched`,
 * one pass per kind: a plain unnest and a hash per kind costs about two thirds of a lateral call of
 * post_facet_keys for every post and one sort of all keys.
 */
const MATCHED_TAG_COUNTS = sql.raw(
  [
    `select 'total' as kind, '' as tag, count(*)::int as n from matched`,
    ...[
      ['source_tags', 'sourceTags', 'noSourceTags'],
      ['rule_tags', 'ruleTags', 'noRuleTags'],
      ['content_tags', 'contentTags', 'noContentTags'],
    ].flatMap(([column, kind, none]) => [
      `select case when t is null then '${none}' else '${kind}' end, coalesce(t, ''), count(*)::int
        from matched, unnest(${column}) as t group by 1, 2`,
      `select '${none}', '', count(*)::int from matched where cardinality(${column}) = 0`,
    ]),
  ].join('\n  union all '),
);

/**
 * Tag counts over the whole filtered set: per kind, each tag's posts and an 'Other' bucket for posts with no tag
 * of that kind (merged with a literal 'Other' tag, such as the feed category). Also the total.
 *
 * A filter of view, archived flag and date range only (the inbox's usual listing) adds up post_facet_days for
 * the whole days after the range's first day and counts that first, partial day live; any other filter counts
 * its posts live, in one pass (an index-only scan of posts_user_posted_idx when the range is all it narrows by).
 * Both in one statement, so one snapshot.
 */
export async function countFacets(db: DbOrTx, filter: PostListFilter) {
  let query: SQL;
  if (isDateRangeOnly(filter)) {
    const sinceDay = filter.since.toISOString().slice(0, 10);
    const nextDay = new Date(Date.parse(`${sinceDay}T00:00:00Z`) + 86_400_000).toISOString();
    query = sql`with ${matchedTags(and(postListWhere(filter), sql`${posts.postedAt} < ${nextDay}::timestamptz`) as SQL)}
      select kind, tag, sum(n)::int as n from (
        select kind, tag, n from post_facet_days
          where user_id = ${filter.userId} and day > ${sinceDay}::date and archived = ${filter.archived}
            ${filter.view === 'priority' ? sql`and priority` : sql``}
        union all
        ${MATCHED_TAG_COUNTS}
      ) as c group by kind, tag`;
  } else {
    query = sql`with ${matchedTags(postListWhere(filter))} ${MATCHED_TAG_COUNTS}`;
  }
  const rows = await queryRows<FacetRow>(db, query);
  // Counted in maps: a tag is the user's own text, and an object literal would answer 'constructor' or '__proto__'
  // with what every object inherits.
  const counts: Record<FacetKind, Map<string, number>> = {
    sourceTags: new Map(),
    ruleTags: new Map(),
    contentTags: new Map(),
  };
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === 'total') {
      total = n;
      continue;
    }
    const facet = FACET_KIND[row.kind];
    if (!facet || n === 0) continue;
    const tag = facet.other ? OTHER_TAG : row.tag;
    const facetCounts = counts[facet.kind];
    facetCounts.set(tag, (facetCounts.get(tag) ?? 0) + n);
  }
  // Object.fromEntries makes every tag an own key, '__proto__' included.
  const filterData: Record<FacetKind, Record<string, number>> = {
    sourceTags: Object.fromEntries(counts.sourceTags),
    ruleTags: Object.fromEntries(counts.ruleTags),
    contentTags: Object.fromEntries(counts.contentTags),
  };
  return { total, filterData };
}

export type Facets = Awaited<ReturnType<typeof countFacets>>;
