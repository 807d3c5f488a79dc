import { type Post, PostIdParams, type PostListItem } from '@inroad/contracts/post';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useArchivePost } from '../api/archive-post.ts';
import { useBulkArchivePosts } from '../api/bulk-archive-posts.ts';
import { getPostQueryOptions, usePost } from '../api/get-post.ts';
import { postListsQueryKey } from '../api/get-posts.ts';
import { useReadPost } from '../api/read-post.ts';
import type { PostSelection } from './use-post-filters.ts';

const isPostId = (id: string) => PostIdParams.shape.id.safeParse(id).success;

/** The list beyond its loaded rows: its length, and its next page (see usePosts). */
export interface PostListPaging {
  /** How many posts the whole list holds, loaded or not; null before its first page. */
  total: number | null;
  hasNextPage: boolean;
  /** Any fetch of the list under way: a next page, or a refetch a next page would wait for. */
  isFetching: boolean;
  /** The last try at the next page failed. */
  nextPageFailed: boolean;
  fetchNextPage: () => void;
}

/** Fetches the whole posts before and after the open one, so a move to either shows it without a wait. */
function usePrefetchNeighbours(posts: readonly PostListItem[], index: number, hasNextPage: boolean) {
  const queryClient = useQueryClient();
  // As the moves do: around the ends once the whole list is loaded.
  const next = index >= 0 ? (posts[index + 1] ?? (hasNextPage ? undefined : posts[0]))?.id : undefined;
  const previous = index >= 0 ? (posts[index - 1] ?? (hasNextPage ? undefined : posts.at(-1)))?.id : undefined;
  useEffect(() => {
    // prefetchQuery never throws: a failure shows when that post opens.
    for (const id of new Set([next, previous])) if (id) void queryClient.prefetchQuery(getPostQueryOptions(id));
  }, [queryClient, previous, next]);
}

/** The last archiving change, said in a status message with an Undo until the next change or the undo. */
export type ArchiveChange =
  | { kind: 'one'; post: PostListItem; archived: boolean }
  | { kind: 'author'; post: PostListItem; alsoArchivedIds: string[] }
  | { kind: 'author-shown'; post: PostListItem }
  | { kind: 'bulk'; ids: string[]; archived: boolean };

/**
 * The open post and what can be done to it from the detail pane and the keyboard: previous/next (wrapping around
 * at the ends of the list, not of its loaded pages: next from the last loaded post loads the next page first),
 * archive (then on to the next post), hide the author, archive the selected posts, and undo the last of these.
 * Opening a post marks it as read.
 *
 * The list's rows carry only what they show: the open post is fetched whole by its id (GET /api/post/:id), listed
 * or not (a shared link, an archived post), and the posts either side of it are fetched ahead so j and k show
 * theirs at once. `listed` is the open post's row, there before the whole post arrives; `missing` says the fetch
 * found nothing. `onMoved` hears the posts each archive or unarchive took out of the lists.
 */
export function usePostNavigation(
  posts: readonly PostListItem[],
  postId: string | null,
  selectPost: (target: PostSelection) => void,
  onMoved: (ids: readonly string[]) => void,
  paging: PostListPaging,
) {
  const { hasNextPage, isFetching, nextPageFailed, fetchNextPage } = paging;
  const index = postId ? posts.findIndex((post) => post.id === postId) : -1;
  const listed = index >= 0 ? (posts[index] ?? null) : null;
  const fetchable = postId !== null && isPostId(postId);
  const single = usePost(postId, { enabled: fetchable });
  const current: Post | null = fetchable ? (single.data ?? null) : null;
  usePrefetchNeighbours(posts, index, hasNextPage);
  const queryClient = useQueryClient();
  const archive = useArchivePost(onMoved);
  const bulkArchive = useBulkArchivePosts(onMoved);
  const read = useReadPost();
  const { mutateAsync: markRead } = read;

  const [lastChange, setLastChange] = useState<ArchiveChange | null>(null);
  const pending = archive.isPending || bulkArchive.isPending;

  const marked = useRef(new Set<string>());
  // Marks the server did not store: tried again once the post is opened again, not at once (which would repeat
  // while the server fails).
  const failedMarks = useRef(new Set<string>());
  const shown = listed ?? current;
  useEffect(() => {
    if (!shown) return;
    for (const id of failedMarks.current) {
      if (id === shown.id) continue;
      failedMarks.current.delete(id);
      marked.current.delete(id);
    }
    if (shown.isRead || marked.current.has(shown.id)) return;
    const id = shown.id;
    marked.current.add(id);
    markRead(id).catch(() => failedMarks.current.add(id));
  }, [shown, markRead]);

  // Next from the last loaded post of a list that goes on: the post to move on from once the next page is in.
  const [awaitingPage, setAwaitingPage] = useState<string | null>(null);

  // From the latest selection, not the rendered one: a second j pressed before the first move renders moves on.
  const step = (direction: 1 | -1) => {
    if (posts.length === 0) return;
    let awaiting = null as string | null;
    selectPost((latestId) => {
      const at = latestId ? posts.findIndex((post) => post.id === latestId) : -1;
      if (direction === 1) {
        const next = posts[at + 1];
        if (next || !hasNextPage) return (next ?? posts[0])?.id;
        awaiting = latestId;
        return undefined;
      }
      if (at > 0) return posts[at - 1]?.id;
      // The list's last post is not loaded while it goes on: no way round to it, and the loaded end is not it.
      return hasNextPage ? undefined : posts.at(-1)?.id;
    });
    if (awaiting !== null) {
      fetchNextPage();
      setAwaitingPage(awaiting);
    }
  };

  useEffect(() => {
    if (awaitingPage === null) return;
    const at = posts.findIndex((post) => post.id === awaitingPage);
    const next = at >= 0 ? posts[at + 1] : undefined;
    // Unless another post was opened meanwhile.
    const moveTo = (id: string | undefined) =>
      selectPost((latestId) => (latestId === awaitingPage && id ? id : undefined));
    if (next) {
      setAwaitingPage(null);
      moveTo(next.id);
      return;
    }
    // The page is on its way, or a refetch it waits for.
    if (isFetching) return;
    if (at >= 0 && hasNextPage && !nextPageFailed) {
      // The page held only posts already shown (they moved down while the list was read): on to the next one.
      fetchNextPage();
      return;
    }
    setAwaitingPage(null);
    // The list's real end: around to its first post. After a failed page the post stays open; the list's end row
    // says what failed.
    if (at >= 0 && !hasNextPage) moveTo(posts[0]?.id);
  }, [awaitingPage, posts, isFetching, hasNextPage, nextPageFailed, fetchNextPage, selectPost]);

  /** The post to show once `leaving` is gone: the next one, wrapping around; none when it was the last. */
  const after = (leaving: PostListItem, skip: (post: PostListItem) => boolean = () => false): string | null => {
    const start = posts.findIndex((post) => post.id === leaving.id);
    for (let offset = 1; offset < posts.length + (start < 0 ? 1 : 0); offset++) {
      const candidate = posts[(start + offset) % posts.length];
      if (candidate && candidate.id !== leaving.id && !skip(candidate)) return candidate.id;
    }
    return null;
  };

  const toggleArchive = (post: PostListItem | null = shown) => {
    if (!post || pending) return;
    const nextId = after(post);
    // Settled on its own answer (mutate's callbacks would run for the latest call only): a hide of the author
    // confirmed meanwhile runs beside it.
    void archive
      .mutateAsync({ id: post.id, archived: !post.archived })
      .then(() => {
        setLastChange({ kind: 'one', post, archived: !post.archived });
        selectPost(nextId);
      })
      .catch(() => undefined); // the mutation logs it (spec §8: archive failures are logged only)
  };

  /** Archives (or, in the archived list, brings back) the selected posts. */
  const archiveMany = (ids: string[], archived: boolean) =>
    bulkArchive.mutateAsync({ ids, archived }).then(() => setLastChange({ kind: 'bulk', ids, archived }));

  /** Reverses the last change; a post that left the list opens again. */
  const undo = async () => {
    if (!lastChange || pending) return;
    if (lastChange.kind === 'bulk') {
      await bulkArchive.mutateAsync({ ids: lastChange.ids, archived: !lastChange.archived });
    } else if (lastChange.kind === 'one') {
      await archive.mutateAsync({ id: lastChange.post.id, archived: !lastChange.archived });
    } else if (lastChange.kind === 'author-shown') {
      await archive.mutateAsync({ id: lastChange.post.id, archived: true, hideAuthor: true });
    } else {
      // The author is no longer hidden, and the posts the hiding archived come back (not those archived before).
      await archive.mutateAsync({ id: lastChange.post.id, archived: false, hideAuthor: false });
      if (lastChange.alsoArchivedIds.length > 0)
        await bulkArchive.mutateAsync({ ids: lastChange.alsoArchivedIds, archived: false });
    }
    // The posts come back into the list in view: where they stand in it (order, filters, count) only the server
    // knows, so it is fetched again. Archiving only took rows out of it.
    await queryClient.invalidateQueries({ queryKey: postListsQueryKey });
    setLastChange(null);
    if (lastChange.kind !== 'bulk') selectPost(lastChange.post.id);
  };

  // Confirmed in a dialog, hiding and showing an author go ahead while an archive is on its way: turned away, the
  // dialog closed as if the author were hidden.
  const hideAuthor = (post: PostListItem | null = shown) => {
    if (!post) return;
    const sameAuthor = (other: PostListItem) =>
      post.posterProfileURL !== null
        ? other.posterProfileURL === post.posterProfileURL
        : other.posterName !== null && other.posterName === post.posterName;
    const nextId = after(post, sameAuthor);
    return archive.mutateAsync({ id: post.id, archived: true, hideAuthor: true }).then(({ alsoArchivedIds }) => {
      setLastChange({ kind: 'author', post, alsoArchivedIds });
      selectPost(nextId);
    });
  };

  /**
   * Stops hiding the post's author ('Show Posts from this Author'): their posts arrive in the inbox again, and this
   * one comes back to it (their others archived meanwhile stay archived). The post stays open, shown afresh.
   */
  const showAuthor = (post: PostListItem | null = shown) => {
    if (!post) return;
    return archive
      .mutateAsync({ id: post.id, archived: false, hideAuthor: false })
      .then(async () => {
        setLastChange({ kind: 'author-shown', post });
        await queryClient.invalidateQueries({ queryKey: getPostQueryOptions(post.id).queryKey });
      })
      .catch(() => undefined); // the mutation logs it (spec §8: hide failures are logged only)
  };

  return {
    /** The open post, whole; null until it arrives. */
    current,
    /** The open post's list row, when the loaded list holds it. */
    listed,
    /** The open post's place in the loaded list; -1 for a post fetched on its own. */
    index,
    /** How many posts the whole list holds (a page loaded later may hold posts the first page's count missed). */
    count: Math.max(paging.total ?? 0, posts.length),
    /** Previous has somewhere to go: not from the first post while the list's end is not loaded. */
    hasPrevious: posts.length > 0 && !(hasNextPage && index <= 0),
    loading: fetchable && current === null && single.isPending,
    missing: postId !== null && current === null && (!fetchable || single.isError),
    next: () => step(1),
    previous: () => step(-1),
    toggleArchive,
    archiveMany,
    bulkPending: bulkArchive.isPending,
    lastChange,
    undo: () => void undo().catch(() => undefined),
    hideAuthor,
    showAuthor,
    archivePending: pending,
  };
}
