import type { PostListItem } from '@inroad/contracts/post';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { posterName } from './post-poster.tsx';

/** Enough of a post for a listener to know which one opened, not so much that the next key waits for it. */
const ANNOUNCED_WORDS = 12;

/** 'Post 3 of 40, by Ada Lovelace: The first words of the post…' (the place is left out when unknown). */
export function postAnnouncement(post: PostListItem, index: number, count: number): string {
  const words = post.content.trim().split(/\s+/).filter(Boolean);
  const opening = words.slice(0, ANNOUNCED_WORDS).join(' ') + (words.length > ANNOUNCED_WORDS ? '…' : '');
  const place = index >= 0 ? `Post ${index + 1} of ${count}` : 'Post';
  return `${place}, by ${posterName(post)}${opening ? `: ${opening}` : ''}`;
}

interface PostAnnouncerProps {
  /** The open post's list row (its first words are all that is said), or the whole post. */
  post: PostListItem | null;
  index: number;
  count: number;
  /**
   * Whether the latest move to another post left focus where it was (j/k, the pane's arrows and buttons): then
   * the post that opens is said. A move that focuses the post's row is read there, and is not said twice.
   */
  announce: boolean;
}

/**
 * A polite live region that says which post opened: otherwise a screen reader says nothing when j or k opens the
 * next post.
 */
export function PostAnnouncer({ post, index, count, announce }: PostAnnouncerProps) {
  const [message, setMessage] = useState('');
  const shown = useRef(post?.id ?? null);
  const latest = useRef({ post, index, count, announce });
  latest.current = { post, index, count, announce };
  const postId = post?.id ?? null;
  useEffect(() => {
    if (postId === shown.current) return;
    shown.current = postId;
    const now = latest.current;
    if (now.announce && now.post) setMessage(postAnnouncement(now.post, now.index, now.count));
  }, [postId]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="post-announcer">
      {message}
    </VisuallyHidden>
  );
}
