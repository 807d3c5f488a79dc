import { useCallback, useMemo, useRef, useState } from 'react';
import { countUpdates, type Identified, keepOrder } from './stable-order.ts';

interface Pages<T> {
  pages: ReadonlyArray<{ posts: readonly T[] }>;
}

/**
 * The rows in the order the user is reading (see stable-order.ts). The shown order starts over with the fresh one
 * when the list changes (`listKey`: filters, sort, search) and when the user asks (`refresh`). Posts of pages
 * loaded since (scrolling) join the end.
 */
export function useStableOrder<T extends Identified>(data: Pages<T> | undefined, listKey: string, isFetching: boolean) {
  const fresh = useMemo(() => data?.pages.flatMap((page) => page.posts) ?? [], [data]);
  // `settling`: the list was just shown from a cache being fetched again; its fresh rows are still the first order.
  const [adopted, setAdopted] = useState<{ key: string; ids: string[]; settling: boolean } | null>(null);
  // Ids of every page beyond those the shown order was taken from: the user scrolled there, they are not updates.
  const pagesSeen = useRef<{ key: string; count: number }>({ key: listKey, count: 0 });

  // An empty list holds no reading position: the first posts to arrive (a first feed refresh) show at once.
  const shownNothing = adopted?.key === listKey && adopted.ids.length === 0;
  if (data && (adopted?.key !== listKey || adopted.settling || shownNothing)) {
    // First rows of this list: they are the order. Set during render so the first paint already has them.
    const ids = fresh.map((post) => post.id);
    const changed = adopted?.key !== listKey || !sameIds(ids, adopted.ids) || (adopted.settling && !isFetching);
    if (changed) {
      setAdopted({ key: listKey, ids, settling: isFetching });
      pagesSeen.current = { key: listKey, count: data.pages.length };
    }
  }
  const current = adopted?.key === listKey && data ? adopted : null;

  const appended = useMemo(() => {
    const seen = pagesSeen.current;
    if (!data || seen.key !== listKey || data.pages.length <= seen.count) return new Set<string>();
    return new Set(data.pages.slice(seen.count).flatMap((page) => page.posts.map((post) => post.id)));
  }, [data, listKey]);

  const posts = useMemo(() => (current ? keepOrder(current.ids, fresh, appended) : fresh), [current, fresh, appended]);
  const updates = useMemo(
    () =>
      current
        ? countUpdates(
            [...current.ids, ...appended],
            fresh.map((post) => post.id),
          )
        : 0,
    [current, fresh, appended],
  );

  const refresh = useCallback(() => {
    setAdopted({ key: listKey, ids: fresh.map((post) => post.id), settling: false });
    pagesSeen.current = { key: listKey, count: data?.pages.length ?? 0 };
  }, [data, fresh, listKey]);

  return { posts, updates, refresh };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
