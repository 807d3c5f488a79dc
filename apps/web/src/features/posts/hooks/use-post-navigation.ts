import { type Post, PostIdParams } from '@inroad/contracts/post';
import { useEffect, useRef, useState } from 'react';
import { useArchivePost } from '../api/archive-post.ts';
import { useBulkArchivePosts } from '../api/bulk-archive-posts.ts';
import { usePost } from '../api/get-post.ts';
import { useReadPost } from '../api/read-post.ts';
import type { PostSelection } from './use-post-filters.ts';

const isPostId = (id: string) => PostIdParams.shape.id.safeParse(id).success;

/** The last archiving change, said in a status message with an Undo until the next change or the undo. */
export type ArchiveChange =
  | { kind: 'one'; post: Post; archived: boolean }
  | { kind: 'author'; post: Post; alsoArchivedIds: string[] }
  | { kind: 'bulk'; ids: string[]; archived: boolean };

/**
 * The open post and what can be done to it from the detail pane and the keyboard: previous/next (wrapping around
 * at the ends), archive (then on to the next post), hide the author, archive the selected posts, and undo the last
 * of these. Opening a post marks it as read.
 *
 * A postId the loaded pages do not hold (a shared link, a post further down, an archived one) is fetched on its
 * own once the list has loaded; `missing` says that fetch found nothing.
 */
export function usePostNavigation(
  posts: readonly Post[],
  postId: string | null,
  selectPost: (target: PostSelection) => void,
  options: { listLoaded: boolean },
) {
  const index = postId ? posts.findIndex((post) => post.id === postId) : -1;
  const listed = index >= 0 ? (posts[index] ?? null) : null;
  const fetchable = postId !== null && listed === null && isPostId(postId);
  const single = usePost(postId, { enabled: fetchable && options.listLoaded });
  const fetched = fetchable ? (single.data ?? null) : null;
  const current = listed ?? fetched;
  const archive = useArchivePost();
  const bulkArchive = useBulkArchivePosts();
  const read = useReadPost();
  const { mutate: markRead } = read;

  const [lastChange, setLastChange] = useState<ArchiveChange | null>(null);
  const pending = archive.isPending || bulkArchive.isPending;

  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!current || current.isRead || marked.current.has(current.id)) return;
    marked.current.add(current.id);
    markRead(current.id);
  }, [current, markRead]);

  // From the latest selection, not the rendered one: a second j pressed before the first move renders moves on.
  const step = (direction: 1 | -1) => {
    if (posts.length === 0) return;
    selectPost((latestId) => {
      const at = latestId ? posts.findIndex((post) => post.id === latestId) : -1;
      const from = at >= 0 ? at : direction === 1 ? -1 : 0;
      return posts[(from + direction + posts.length) % posts.length]?.id ?? latestId;
    });
  };

  /** The post to show once `leaving` is gone: the next one, wrapping around; none when it was the last. */
  const after = (leaving: Post, skip: (post: Post) => boolean = () => false): string | null => {
    const start = posts.findIndex((post) => post.id === leaving.id);
    for (let offset = 1; offset < posts.length + (start < 0 ? 1 : 0); offset++) {
      const candidate = posts[(start + offset) % posts.length];
      if (candidate && candidate.id !== leaving.id && !skip(candidate)) return candidate.id;
    }
    return null;
  };

  const toggleArchive = (post: Post | null = current) => {
    if (!post || pending) return;
    const nextId = after(post);
    archive.mutate(
      { id: post.id, archived: !post.archived },
      {
        onSuccess: () => {
          setLastChange({ kind: 'one', post, archived: !post.archived });
          selectPost(nextId);
        },
      },
    );
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
    } else {
      // The author is no longer hidden, and the posts the hiding archived come back (not those archived before).
      await archive.mutateAsync({ id: lastChange.post.id, archived: false, hideAuthor: false });
      if (lastChange.alsoArchivedIds.length > 0)
        await bulkArchive.mutateAsync({ ids: lastChange.alsoArchivedIds, archived: false });
    }
    setLastChange(null);
    if (lastChange.kind !== 'bulk') selectPost(lastChange.post.id);
  };

  const hideAuthor = (post: Post | null = current) => {
    if (!post || pending) return;
    const sameAuthor = (other: Post) =>
      post.posterProfileURL !== null
        ? other.posterProfileURL === post.posterProfileURL
        : other.posterName !== null && other.posterName === post.posterName;
    const nextId = after(post, sameAuthor);
    return archive.mutateAsync({ id: post.id, archived: true, hideAuthor: true }).then(({ alsoArchivedIds }) => {
      setLastChange({ kind: 'author', post, alsoArchivedIds });
      selectPost(nextId);
    });
  };

  return {
    current,
    /** The open post's place in the loaded list; -1 for a post fetched on its own. */
    index,
    count: posts.length,
    loading: fetchable && current === null && (!options.listLoaded || single.isPending),
    missing: postId !== null && current === null && (!isPostId(postId) || single.isError),
    next: () => step(1),
    previous: () => step(-1),
    toggleArchive,
    archiveMany,
    bulkPending: bulkArchive.isPending,
    lastChange,
    undo: () => void undo().catch(() => undefined),
    hideAuthor,
    archivePending: pending,
  };
}
