import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type PostFilters, parsePostFilters, resetPostFilters, writePostFilters } from './post-filters.ts';

/** A post id (null: none), or a function of the latest selected id (which may not have rendered yet). */
export type PostSelection = string | null | ((latestId: string | null) => string | null);

/** The inbox's filters and selected post, kept in the URL so a view can be bookmarked and shared. */
export function usePostFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised parameters are the real dependency
  const filters = useMemo(() => parsePostFilters(searchParams), [key]);
  const postId = searchParams.get('postId');

  // Router updates render in a transition, so the parameters this hook last rendered can lag behind what it
  // has already written: two quick changes would overwrite each other. Changes therefore build on the last URL
  // written until the rendered one catches up; a URL from elsewhere (Back, a link) starts afresh.
  const written = useRef<{ origin: string; keys: string[] }>({ origin: key, keys: [] });
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const log = written.current;
      const seen = log.keys.indexOf(key);
      if (seen >= 0) log.keys.splice(0, seen + 1);
      else if (key !== log.origin) log.keys = [];
      // `origin` is the rendered URL already accounted for: still seeing it means the writes are in flight.
      log.origin = key;
      const next = change(new URLSearchParams(log.keys.at(-1) ?? key));
      log.keys.push(next.toString());
      setSearchParams(next, { replace });
    },
    [key, setSearchParams],
  );

  const setFilters = useCallback(
    (patch: Partial<PostFilters>, options: { replace?: boolean } = {}) =>
      update((current) => writePostFilters(current, patch), options.replace ?? false),
    [update],
  );

  const resetFilters = useCallback(
    () => update((current) => writePostFilters(current, resetPostFilters(parsePostFilters(current))), false),
    [update],
  );

  // Moving through posts replaces the history entry: Back leaves the inbox view instead of replaying every post.
  // A function gets the post selected last, even when that selection has not rendered yet: quick j j moves twice.
  const selectPost = useCallback(
    (target: PostSelection) =>
      update((current) => {
        const params = new URLSearchParams(current);
        const id = typeof target === 'function' ? target(params.get('postId')) : target;
        if (id) params.set('postId', id);
        else params.delete('postId');
        return params;
      }, true),
    [update],
  );

  return { filters, postId, setFilters, resetFilters, selectPost };
}
