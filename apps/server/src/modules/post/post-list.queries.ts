import { type ConnectionDepth, OTHER_TAG, type SortBy, type View } from '@inroad/contracts/post';
import { and, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { posts, sources } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import { RELEVANCE_WEIGHTS } from '../rules/relevance.ts';
import type { PostCursor } from './post-cursor.ts';
import type { SearchTerms } from './post-search.ts';

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
    ? and(sql`${posts.searchVector} @@ to_tsquery('simple'::regconfig, ${search.tsquery})`, like)
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

const { searchText: _searchText, searchVector: _searchVector, ...listColumns } = getTableColumns(posts);

/**
 * One page, best first: score (relevance or influence) descending, then newest, then id, so the order is total
 * and the keyset cursor (`(score, posted_at, id) < last`) is exact.
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
  const order = score
    ? [sql`${score} desc`, sql`${posts.postedAt} desc`, sql`${posts.id} desc`]
    : [sql`${posts.postedAt} desc`, sql`${posts.id} desc`];
  return db
    .select({
      ...listColumns,
      sourceName: sources.name,
      cursorScore: score ? sql<string>`(${score})::text` : sql<null>`null`,
      cursorPostedAt: sql<string>`${posts.postedAt}::text`,
    })
    .from(posts)
    .leftJoin(sources, and(sql`${sources.id} = ${posts.sourceId}`, sql`${sources.userId} = ${posts.userId}`))
    .where(and(postListWhere(filter), keyset))
    .orderBy(...order)
    .limit(options.limit);
}

export type PostPageRow = Awaited<ReturnType<typeof findPostPage>>[number];

type FacetKind = 'sourceTags' | 'ruleTags' | 'contentTags';
const FACET_COLUMNS: Record<FacetKind, string> = {
  sourceTags: 'source_tags',
  ruleTags: 'rule_tags',
  contentTags: 'content_tags',
};

/**
 * Tag counts over the whole filtered set, one pass: per kind, each tag's posts and an 'Other' bucket for posts
 * with no tag of that kind (merged with a literal 'Other' tag, such as the feed category). Also the total.
 */
export async function countFacets(db: DbOrTx, filter: PostListFilter) {
  const parts = (Object.entries(FACET_COLUMNS) as [FacetKind, string][]).flatMap(([kind, column]) => [
    sql.raw(
      `select '${kind}' as kind, t as tag, count(*)::int as n from f cross join lateral unnest(f.${column}) as t group by t`,
    ),
    sql.raw(`select '${kind}' as kind, null as tag, count(*)::int as n from f where cardinality(f.${column}) = 0`),
  ]);
  const rows = await queryRows<{ kind: FacetKind | 'total'; tag: string | null; n: number }>(
    db,
    sql`with f as (select ${posts.sourceTags} as source_tags, ${posts.ruleTags} as rule_tags, ${posts.contentTags} as content_tags from ${posts} where ${postListWhere(filter)})
      select 'total' as kind, null as tag, count(*)::int as n from f
      union all ${sql.join(parts, sql` union all `)}`,
  );
  const filterData: Record<FacetKind, Record<string, number>> = { sourceTags: {}, ruleTags: {}, contentTags: {} };
  let total = 0;
  for (const row of rows) {
    const n = Number(row.n);
    if (row.kind === 'total') {
      total = n;
      continue;
    }
    if (n === 0) continue;
    const tag = row.tag ?? OTHER_TAG;
    filterData[row.kind][tag] = (filterData[row.kind][tag] ?? 0) + n;
  }
  return { total, filterData };
}
