import type { Post } from '@inroad/contracts/post';
import { useEffect, useRef } from 'react';
import { useArchivePost } from '../api/archive-post.ts';
import { useReadPost } from '../api/read-post.ts';

/**
 * The open post and what can be done to it from the detail pane and the keyboard: previous/next (wrapping around
 * at the ends), archive (then on to the next post), hide the author. Opening a post marks it as read.
 */
export function usePostNavigation(
  posts: readonly Post[],
  postId: string | null,
  selectPost: (id: string | null) => void,
) {
  const index = postId ? posts.findIndex((post) => post.id === postId) : -1;
  const current = index >= 0 ? (posts[index] ?? null) : null;
  const archive = useArchivePost();
  const read = useReadPost();
  const { mutate: markRead } = read;

  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!current || current.isRead || marked.current.has(current.id)) return;
    marked.current.add(current.id);
    markRead(current.id);
  }, [current, markRead]);

  const step = (direction: 1 | -1) => {
    if (posts.length === 0) return;
    const from = index >= 0 ? index : direction === 1 ? -1 : 0;
    const target = posts[(from + direction + posts.length) % posts.length];
    if (target) selectPost(target.id);
  };

  /** The post to show once `leaving` is gone: the next one, wrapping around; none when it was the last. */
  const after = (leaving: Post, skip: (post: Post) => boolean = () => false): string | null => {
    const start = posts.findIndex((post) => post.id === leaving.id);
    for (let offset = 1; offset < posts.length; offset++) {
      const candidate = posts[(start + offset) % posts.length];
      if (candidate && candidate.id !== leaving.id && !skip(candidate)) return candidate.id;
    }
    return null;
  };

  const toggleArchive = (post: Post | null = current) => {
    if (!post || archive.isPending) return;
    const nextId = after(post);
    archive.mutate({ id: post.id, archived: !post.archived }, { onSuccess: () => selectPost(nextId) });
  };

  const hideAuthor = (post: Post | null = current) => {
    if (!post || archive.isPending) return;
    const sameAuthor = (other: Post) =>
      post.posterProfileURL !== null
        ? other.posterProfileURL === post.posterProfileURL
        : other.posterName !== null && other.posterName === post.posterName;
    const nextId = after(post, sameAuthor);
    return archive.mutateAsync({ id: post.id, archived: true, hideAuthor: true }).then(() => selectPost(nextId));
  };

  return {
    current,
    index,
    count: posts.length,
    next: () => step(1),
    previous: () => step(-1),
    toggleArchive,
    hideAuthor,
    archivePending: archive.isPending,
  };
}
