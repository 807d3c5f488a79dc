import { useCallback, useMemo, useRef, useState } from 'react';
import { countUpdates, type Identified, keepOrder, leftOut } from './stable-order.ts';

interface Pages<T> {
  pages: ReadonlyArray<{ posts: readonly T[] }>;
}

interface Kept<T> {
  /** The shown order the rows were worked out for (a refresh takes a new one, even with the same ids). */
  order: { ids: readonly string[] };
  data: Pages<T>;
  rows: ReadonlyMap<string, T>;
}

const idsFrom = <T extends Identified>(data: Pages<T>, firstPage: number) =>
  data.pages.slice(firstPage).flatMap((page) => page.posts.map((post) => post.id));

/**
 * The rows in the order the user is reading (see stable-order.ts). The shown order starts over with the fresh one
 * when the list changes (`listKey`: filters, sort, search) and when the user asks (`refresh`). Posts of pages
 * loaded since (scrolling) join the end. While the list has a next page, shown posts a fetch left out stay as last
 * seen (see leftOut), except those the user archived or brought back (`drop`).
 */
export function useStableOrder<T extends Identified>(
  data: Pages<T> | undefined,
  listKey: string,
  isFetching: boolean,
  hasNextPage: boolean,
) {
  const fresh = useMemo(() => data?.pages.flatMap((page) => page.posts) ?? [], [data]);
  // A post on two pages (it moved between their fetches) is shown once, where it came first.
  const freshIds = useMemo(() => [...new Set(fresh.map((post) => post.id))], [fresh]);
  // `settling`: the list was just shown from a cache being fetched again; its fresh rows are still the first order.
  const [adopted, setAdopted] = useState<{ key: string; ids: string[]; settling: boolean } | null>(null);
  // Ids of every page beyond those the shown order was taken from: the user scrolled there, they are not updates.
  const pagesSeen = useRef<{ key: string; count: number }>({ key: listKey, count: 0 });

  // An empty list holds no reading position: the first posts to arrive (a first feed refresh) show at once.
  const shownNothing = adopted?.key === listKey && adopted.ids.length === 0;
  if (data && (adopted?.key !== listKey || adopted.settling || shownNothing)) {
    // First rows of this list: they are the order. Set during render so the first paint already has them.
    const ids = freshIds;
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
    return new Set(idsFrom(data, seen.count));
  }, [data, listKey]);

  // The rows left out since the shown order was taken, worked out as each new answer arrives from the rows shown
  // before it. A cache edit counts as such an answer: the posts it takes out (archived) are dropped as well.
  const [kept, setKept] = useState<Kept<T> | null>(null);
  if (current && data && (kept?.order !== current || kept.data !== data)) {
    let rows: ReadonlyMap<string, T> = new Map();
    if (kept?.order === current && hasNextPage) {
      const shownBefore = [...current.ids, ...idsFrom(kept.data, pagesSeen.current.count), ...kept.rows.keys()];
      const lastSeen = [...kept.rows.values(), ...kept.data.pages.flatMap((page) => page.posts)];
      rows = leftOut(shownBefore, lastSeen, freshIds);
    }
    setKept({ order: current, data, rows });
  }

  // Archived or brought back by the user (the cache edit cannot reach a kept row): such a post shows only where a
  // fetch has it, never as a kept row.
  const [dropped, setDropped] = useState<ReadonlySet<string>>(() => new Set());
  const drop = useCallback((ids: readonly string[]) => setDropped((before) => new Set([...before, ...ids])), []);

  const posts = useMemo(() => {
    if (!current) return fresh;
    const held = new Map(kept?.order === current ? [...kept.rows].filter(([id]) => !dropped.has(id)) : []);
    return keepOrder([...new Set([...current.ids, ...held.keys()])], fresh, appended, held);
  }, [current, kept, dropped, fresh, appended]);
  // A post both shown first and on a page loaded since (a refetch moved it down a page) is one row, not a move.
  const updates = useMemo(
    () => (current ? countUpdates([...new Set([...current.ids, ...appended])], freshIds) : 0),
    [current, freshIds, appended],
  );

  const refresh = useCallback(() => {
    setAdopted({ key: listKey, ids: freshIds, settling: false });
    pagesSeen.current = { key: listKey, count: data?.pages.length ?? 0 };
  }, [data, freshIds, listKey]);

  return { posts, updates, refresh, drop };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
