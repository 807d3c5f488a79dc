/**
 * The inbox keeps the order the user is reading while the server's order changes under it (enrichment adds tags
 * and moves relevance, a feed refresh brings new posts): rows show the latest data in the order they were shown,
 * and the changes wait as 'N updates — refresh', as a mail client does.
 */

export interface Identified {
  id: string;
}

/**
 * The fresh posts in the shown order: posts shown before keep their places (with their new data), posts no longer
 * in the list leave it unless `held` has their row (see leftOut), and posts not shown before wait for a refresh,
 * except those in `appended` (the next page the user scrolled to), which join the end, once each.
 */
export function keepOrder<T extends Identified>(
  shown: readonly string[],
  fresh: readonly T[],
  appended: ReadonlySet<string>,
  held: ReadonlyMap<string, T> = new Map(),
): T[] {
  const byId = new Map(fresh.map((post) => [post.id, post]));
  const kept = shown.flatMap((id) => {
    const post = byId.get(id) ?? held.get(id);
    return post ? [post] : [];
  });
  const keptIds = new Set(shown);
  // A post on two of those pages (it moved between their fetches) joins where it came first.
  const joined = fresh.filter((post) => {
    if (keptIds.has(post.id) || !appended.has(post.id)) return false;
    keptIds.add(post.id);
    return true;
  });
  return [...kept, ...joined];
}

/**
 * The shown posts a fetch left out, with their rows as last seen. A refetch asks again only as many pages as were
 * loaded, so newer posts push shown ones onto a page not loaded yet: while the list goes on past its pages, such a
 * post has most likely moved, not left.
 */
export function leftOut<T extends Identified>(
  shown: Iterable<string>,
  lastSeen: Iterable<T>,
  freshIds: readonly string[],
): Map<string, T> {
  const rows = new Map([...lastSeen].map((post) => [post.id, post]));
  const now = new Set(freshIds);
  const out = new Map<string, T>();
  for (const id of shown) {
    const row = rows.get(id);
    if (row && !now.has(id)) out.set(id, row);
  }
  return out;
}

/** Length of the longest increasing run (not necessarily contiguous) of the numbers: the posts that need not move. */
function longestIncreasing(values: readonly number[]): number {
  const tails: number[] = [];
  for (const value of values) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tails[mid] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = value;
  }
  return tails.length;
}

/**
 * How many changes a refresh would show: posts not shown yet, plus the fewest shown posts that would have to move
 * to reach the fresh order (one post jumping to the top is one update, not one per row it passes).
 */
export function countUpdates(shownIds: readonly string[], freshIds: readonly string[]): number {
  const freshIndex = new Map(freshIds.map((id, index) => [id, index]));
  const shown = new Set(shownIds);
  const added = freshIds.filter((id) => !shown.has(id)).length;
  const positions = shownIds.flatMap((id) => {
    const index = freshIndex.get(id);
    return index === undefined ? [] : [index];
  });
  return added + positions.length - longestIncreasing(positions);
}

export function updatesLabel(count: number): string {
  return `${count} ${count === 1 ? 'update' : 'updates'} — refresh`;
}
