import { useEffect, useRef } from 'react';

interface CountedPages {
  pages: ReadonlyArray<{ posts: ReadonlyArray<{ id: string }>; nextCursor: string | null; total: number }>;
}

/** The whole list is loaded and holds fewer posts than its first page counted. */
function missesPosts(data: CountedPages): boolean {
  const first = data.pages[0];
  if (!first || data.pages.at(-1)?.nextCursor !== null) return false;
  const loaded = new Set(data.pages.flatMap((page) => page.posts.map((post) => post.id)));
  return loaded.size < first.total;
}

/**
 * Pages follow each other by the score of the last post sent, and a post's stored score can rise while the list is
 * read (enrichment tags it): such a post climbs past the cursor and no later page holds it. Once the last page is
 * in and posts are missing, the list is read again, once per list: the post shows up where it now ranks, offered
 * as an update like a new post (use-stable-order.ts keeps the rows in place).
 */
export function useRefetchSkippedPosts(
  data: CountedPages | undefined,
  listKey: string,
  isFetching: boolean,
  refetch: () => void,
): void {
  const refetchedList = useRef<string | null>(null);
  const missing = data !== undefined && missesPosts(data);
  useEffect(() => {
    if (!missing || isFetching || refetchedList.current === listKey) return;
    refetchedList.current = listKey;
    refetch();
  }, [missing, isFetching, listKey, refetch]);
}
