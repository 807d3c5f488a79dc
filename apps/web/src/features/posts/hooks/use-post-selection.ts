import type { PostListItem } from '@inroad/contracts/post';
import { useCallback, useEffect, useMemo, useState } from 'react';

/**
 * Checkbox selection for bulk actions. It is cleared whenever the list it was made in changes (`listKey`), and
 * only counts posts still in the list, so archived or filtered-out posts never ride along.
 */
export function usePostSelection(posts: readonly PostListItem[], listKey: string) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list means a new selection
  useEffect(() => setIds(new Set()), [listKey]);

  const selected = useMemo(() => {
    const present = new Set<string>();
    for (const post of posts) if (ids.has(post.id)) present.add(post.id);
    return present;
  }, [posts, ids]);

  const toggle = useCallback(
    (id: string) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const toggleAll = useCallback(
    () => setIds(selected.size === posts.length ? new Set() : new Set(posts.map((post) => post.id))),
    [selected.size, posts],
  );

  const clear = useCallback(() => setIds(new Set()), []);

  return { selected, toggle, toggleAll, clear };
}
