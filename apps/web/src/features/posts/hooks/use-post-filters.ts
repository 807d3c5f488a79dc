import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type PostFilters, parsePostFilters, resetPostFilters, writePostFilters } from './post-filters.ts';

/**
 * A post id (null: none), or a function of the latest selected id (which may not have rendered yet) that returns
 * the post to select, or undefined to leave the selection as it is.
 */
export type PostSelection = string | null | ((latestId: string | null) => string | null | undefined);

/** The URLs this hook wrote that have not rendered yet, and the rendered URL they were built on. */
interface WriteLog {
  origin: string;
  keys: string[];
}

/**
 * Takes the rendered URL into the log. Still the one the writes were built on: they are in flight. One of them:
 * it and those before it have landed. Any other (Back, a link): the writes are history, changes start afresh.
 */
function settle(log: WriteLog, key: string): void {
  if (key === log.origin) return;
  const seen = log.keys.indexOf(key);
  log.keys = seen >= 0 ? log.keys.slice(seen + 1) : [];
  log.origin = key;
}

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
  const written = useRef<WriteLog>({ origin: key, keys: [] });
  // Every URL is taken in as it renders, not only at the next change: Back to the URL a write was built on would
  // otherwise look like that write still in flight, and the next change would bring back the URL just left.
  useLayoutEffect(() => settle(written.current, key), [key]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams | null, replace: boolean) => {
      const log = written.current;
      settle(log, key);
      const next = change(new URLSearchParams(log.keys.at(-1) ?? key));
      if (!next) return;
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
        if (id === undefined) return null;
        if (id) params.set('postId', id);
        else params.delete('postId');
        return params;
      }, true),
    [update],
  );

  return { filters, postId, setFilters, resetFilters, selectPost };
}
