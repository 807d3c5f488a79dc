import {
  listPosts,
  type Post,
  type PostListItem,
  type PostListQueryInput,
  type PostListResponse,
} from '@inroad/contracts/post';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refetchIfFetching } from '../../../lib/query-client.ts';
import { facetsWithout } from './facet-counts.ts';

export const postListsQueryKey = ['posts', 'list'] as const;
/** Whole posts fetched one by one (get-post.ts): the open post; the list's rows carry only what they show. */
export const postDetailsQueryKey = ['posts', 'detail'] as const;

export function getPosts(query: PostListQueryInput, signal?: AbortSignal) {
  return apiRequest(listPosts, { query, signal });
}

/** One inbox list: pages are fetched by cursor as the user scrolls. */
export function getPostsQueryOptions(query: PostListQueryInput, options: { enabled?: boolean } = {}) {
  return infiniteQueryOptions({
    queryKey: [...postListsQueryKey, query] as const,
    queryFn: ({ pageParam, signal }) => getPosts({ ...query, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: options.enabled ?? true,
  });
}

export function usePosts(query: PostListQueryInput, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery(getPostsQueryOptions(query, options));
}

type PostPages = InfiniteData<PostListResponse, string | null>;

/**
 * Edits cached data in place of the server without touching its freshness: setQueryData alone would count the
 * edit as fresh data (and clear an invalidation), so a list that has to be fetched again would never be. A fetch
 * already under way was asked before the change was stored, and its answer would put the old rows back (a post
 * archived during the feed refresh's poll came back into the inbox): it is cancelled and asked again.
 */
function editCached<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  edit: (data: T) => T,
  { refetchRunning = true } = {},
): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey })) {
    const data = query.state.data as T | undefined;
    if (data === undefined) continue;
    const next = edit(data);
    if (next === data) continue;
    const { dataUpdatedAt, isInvalidated } = query.state;
    queryClient.setQueryData(query.queryKey, next, { updatedAt: dataUpdatedAt });
    if (isInvalidated) query.invalidate();
    if (refetchRunning) refetchIfFetching(queryClient, query);
  }
}

/** A change to a cached post, list row or whole: the changed post of the same shape, or null to take it out. */
export type CachedPostChange = <P extends PostListItem>(post: P) => P | null;

function editPages(data: PostPages, change: CachedPostChange): PostPages {
  const removed: PostListItem[] = [];
  let changed = false;
  const pages = data.pages.map((page) => {
    const posts: PostListItem[] = [];
    for (const post of page.posts) {
      const next = change(post);
      if (next !== post) changed = true;
      if (next) posts.push(next);
      else removed.push(post);
    }
    return { ...page, posts };
  });
  if (!changed) return data;
  return {
    ...data,
    pages: pages.map((page) => ({
      ...page,
      total: Math.max(0, page.total - removed.length),
      filterData: facetsWithout(page.filterData, removed),
    })),
  };
}

/**
 * Changes loaded posts in every cached list, and in the posts fetched one by one, without refetching and without
 * making stale data look fresh: `change` returns the new post, or null to take it out of the lists (a post fetched
 * by id stays as it was). It sees list rows and whole posts alike, so it changes only fields rows carry.
 */
export function updateCachedPosts(
  queryClient: QueryClient,
  change: CachedPostChange,
  options: { refetchRunning?: boolean } = {},
): void {
  editCached<PostPages>(queryClient, postListsQueryKey, (data) => editPages(data, change), options);
  editCached<Post>(queryClient, postDetailsQueryKey, (post) => change(post) ?? post, options);
}

/** Cancels the post lists being fetched (their rows as before the fetch); answers their keys, to ask again later. */
export async function cancelRunningPostLists(queryClient: QueryClient): Promise<QueryKey[]> {
  const running = queryClient.getQueryCache().findAll({ queryKey: postListsQueryKey, fetchStatus: 'fetching' });
  await queryClient.cancelQueries({ queryKey: postListsQueryKey, fetchStatus: 'fetching' });
  return running.map((query) => query.queryKey);
}

/** Fetches these post lists again (those a change cancelled until it was stored). */
export function refetchPostLists(queryClient: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const queryKey of queryKeys) void queryClient.refetchQueries({ queryKey, exact: true });
}

/** Changes the whole posts fetched by id: engagement (likes, comments, follows), which list rows do not carry. */
export function updateCachedPostDetails(queryClient: QueryClient, change: (post: Post) => Post): void {
  editCached<Post>(queryClient, postDetailsQueryKey, change);
}

/** Marks the cached lists not on screen stale, so they are fetched when shown; the list in view keeps its rows. */
export function markHiddenListsStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: postListsQueryKey, type: 'inactive', refetchType: 'none' });
}

/**
 * Archived or unarchived posts leave every cached list (a list holds either archived or unarchived posts); the
 * whole posts fetched by id take their new state, so the pane does not fetch the post it is leaving. The lists not in view
 * are marked stale: the posts belong to lists that do not hold them yet, and every count changed. They are
 * fetched again when shown; the list in view keeps its rows without a refetch.
 */
export function settleArchivedPosts(queryClient: QueryClient, ids: readonly string[], archived: boolean): void {
  const moved = new Set(ids);
  for (const id of moved) {
    queryClient.setQueryData<Post>([...postDetailsQueryKey, id], (post) => (post ? { ...post, archived } : post));
  }
  updateCachedPosts(queryClient, (post) => (moved.has(post.id) ? null : post));
  markHiddenListsStale(queryClient);
}
