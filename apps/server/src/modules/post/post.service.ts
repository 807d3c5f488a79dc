import type { ArchivePostBody, BulkArchiveBody, Post, PostListQuery, PostListResponse } from '@inroad/contracts/post';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as q from './post.queries.ts';
import { decodeCursor, encodeCursor } from './post-cursor.ts';
import { foldForSearch } from './post-fields.ts';
import { countFacets, type Facets, findPostPage, type PostListFilter } from './post-list.queries.ts';
import { searchTermsOf } from './post-search.ts';
import { toPost, toPostListItem } from './post-view.ts';

const DAY_MS = 86_400_000;
const NOT_FOUND = 'Post not found';

/**
 * Facets and total of a listing, kept for its later pages: they have the same filters and the same instant, so
 * the counts would only be recomputed to the same numbers (or to numbers that drift mid-listing). Per process and
 * short-lived; a page served by another process simply counts again.
 */
const FACETS_TTL_MS = 5 * 60_000;
const FACETS_MAX = 500;
const facetsCache = new Map<string, { expires: number; facets: Facets }>();

async function facetsOf(db: Db, filter: PostListFilter, now: Date, isLaterPage: boolean): Promise<Facets> {
  const key = JSON.stringify([filter, now.toISOString()]);
  const hit = facetsCache.get(key);
  if (isLaterPage && hit && hit.expires > Date.now()) return hit.facets;
  const facets = await countFacets(db, filter);
  facetsCache.delete(key);
  facetsCache.set(key, { expires: Date.now() + FACETS_TTL_MS, facets });
  if (facetsCache.size > FACETS_MAX) {
    const oldest = facetsCache.keys().next().value;
    if (oldest !== undefined) facetsCache.delete(oldest);
  }
  return facets;
}

/**
 * One page of the inbox with facet counts and the total over the whole filtered set. The first page fixes the
 * instant the listing is computed at (date range and relevance recency); later pages reuse it from the cursor.
 */
export async function listPosts(options: { db: Db; userId: string; query: PostListQuery }): Promise<PostListResponse> {
  const { db, userId, query } = options;
  const after = query.cursor ? decodeCursor(query.cursor, query.sortBy) : null;
  const now = after?.now ?? new Date();
  const folded = query.q ? foldForSearch(query.q) : '';
  const since = new Date(now.getTime() - query.dateRange * DAY_MS);
  const filter: PostListFilter = {
    userId,
    view: query.view,
    archived: query.archived ?? false,
    since,
    search: folded ? searchTermsOf(folded, await q.lexemesOf(db, folded), { userId, since, until: now }) : null,
    sourceTags: query.sourceTags,
    ruleTags: query.ruleTags,
    contentTags: query.contentTags,
    showEngagement: query.showEngagement ?? false,
    showExecutive: query.showExecutive ?? false,
    connectionDepth: query.connectionDepth,
    hideEngaged: query.engaged ?? false,
  };
  const [rows, facets] = await Promise.all([
    findPostPage(db, filter, { sort: query.sortBy, now, after, limit: query.limit + 1 }),
    facetsOf(db, filter, now, after !== null),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sortBy, now, score: last.cursorScore, postedAt: last.cursorPostedAt, id: last.id })
      : null;
  return { posts: page.map(toPostListItem), filterData: facets.filterData, nextCursor, total: facets.total };
}

/** One of the user's posts by id, archived or not; another user's id is not found. */
export async function getPost({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<Post> {
  const row = await q.findPostById(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toPost(row);
}

export async function readPost({ db, userId, id }: { db: Db; userId: string; id: string }): Promise<void> {
  if (!(await q.setPostRead(db, userId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/**
 * Archives or unarchives a post. hideAuthor: true ('Hide Posts from this Author') archives it with every stored
 * post of its author and has the author's future posts arrive archived; hideAuthor: false stops hiding the author
 * (posts already archived stay so). Answers the ids of the author's other posts that hiding archived.
 */
export async function archivePost(options: { db: Db; userId: string; body: ArchivePostBody }): Promise<string[]> {
  const { db, userId, body } = options;
  return db.transaction(async (tx) => {
    const post = await q.findPostAuthor(tx, userId, body.id);
    if (!post) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (body.hideAuthor === true) {
      await q.insertHiddenAuthorKeys(tx, userId, post.authorKeys, post.posterName);
      const archived = await q.archivePostsByAuthor(tx, userId, post.authorKeys);
      await q.setPostsArchived(tx, userId, [post.id], true);
      return archived.filter((id) => id !== post.id);
    }
    if (body.hideAuthor === false) await q.deleteHiddenAuthorKeys(tx, userId, await sameAuthorKeys(tx, userId, post));
    await q.setPostsArchived(tx, userId, [post.id], body.archived);
    return [];
  });
}

/** Rounds of widening: each takes the keys of posts known under the keys found so far. */
const AUTHOR_KEY_ROUNDS = 4;

/**
 * Every key the post's author is known by in the stored posts: one post may carry the author's entity id and
 * profile URL, another only the URL. Hiding stored the keys of the post it was done from, so showing the author
 * again from a post with fewer keys must find the others, or the author would stay hidden under them.
 */
async function sameAuthorKeys(tx: DbOrTx, userId: string, post: { authorKeys: string[] }): Promise<string[]> {
  let keys = post.authorKeys;
  for (let round = 0; round < AUTHOR_KEY_ROUNDS; round++) {
    const wider = await q.authorKeysAlongside(tx, userId, keys);
    if (wider.length === keys.length) break;
    keys = wider;
  }
  return keys;
}

/**
 * Archives (or unarchives) the caller's posts. Like the single archive, an id that is not the caller's or does
 * not exist answers 404, and then nothing changes.
 */
export async function bulkArchivePosts(options: { db: Db; userId: string; body: BulkArchiveBody }): Promise<number> {
  const { db, userId, body } = options;
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    const count = await q.setPostsArchived(tx, userId, ids, body.archived);
    if (count !== ids.length) {
      const missing = ids.length - count;
      throw new AppError(
        'NOT_FOUND',
        `${missing === 1 ? '1 of the selected posts was' : `${missing} of the selected posts were`} not found; nothing was changed`,
      );
    }
    return count;
  });
}
