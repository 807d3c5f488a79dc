import { OTHER_TAG } from '@inroad/contracts/post';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { usePosts } from '../api/get-posts.ts';
import { parsePostFilters, toPostListQuery } from './post-filters.ts';

export interface SystemTagCount {
  tag: string;
  count: number;
}

/**
 * The system (content) tags of the current view with their post counts, for the sidebar. They come from the
 * filterData of the list the inbox is showing: the same query, so no request of its own.
 */
export function useSystemTagCounts(): SystemTagCount[] {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onPosts = pathname === '/posts';
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised parameters are the real dependency
  const query = useMemo(() => toPostListQuery(parsePostFilters(searchParams)), [key]);
  const { data } = usePosts(query, { enabled: onPosts });
  const counts = data?.pages[0]?.filterData.contentTags;

  return useMemo(() => {
    if (!onPosts || !counts) return [];
    return Object.entries(counts)
      .filter(([tag, count]) => tag !== OTHER_TAG && count > 0)
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  }, [onPosts, counts]);
}
