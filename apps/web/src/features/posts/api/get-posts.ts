import { listPosts, type Post, type PostListQueryInput, type PostListResponse } from '@inroad/contracts/post';
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const postListsQueryKey = ['posts', 'list'] as const;

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
 * Changes loaded posts in every cached list without refetching: `change` returns the new post, or null to take
 * it out of the list (an archived post leaves the list it was in).
 */
export function updateCachedPosts(queryClient: QueryClient, change: (post: Post) => Post | null): void {
  queryClient.setQueriesData<PostPages>({ queryKey: postListsQueryKey }, (data) => {
    if (!data) return data;
    let removed = 0;
    const pages = data.pages.map((page) => {
      const posts: Post[] = [];
      for (const post of page.posts) {
        const next = change(post);
        if (next) posts.push(next);
        else removed += 1;
      }
      return { ...page, posts };
    });
    return { ...data, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - removed) })) };
  });
}

export function removeCachedPosts(queryClient: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  updateCachedPosts(queryClient, (post) => (gone.has(post.id) ? null : post));
}
