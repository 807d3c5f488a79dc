import type { Post } from '@inroad/contracts/post';
import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { IconMessageCircle, IconThumbUp } from '../../../components/icons.tsx';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { useToggleLike } from '../api/like-post.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentsPanel } from './comments-panel.tsx';
import { OwnComment } from './own-comment.tsx';
import { PostPendingActions } from './post-pending-actions.tsx';

interface PostEngageFooterProps {
  post: Post;
  /** The server's answer to an engage call, for the inbox to show the new state. */
  onEngaged: OnEngaged;
}

/** Under the post card: Like and Comment, the user's comment or the comment form, and the other comments. */
export function PostEngageFooter({ post, onEngaged }: PostEngageFooterProps) {
  const [acted, setActed] = useState(false);
  const [editing, setEditing] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const engaged = useCallback<OnEngaged>(
    (target, state) => {
      setActed(true);
      onEngaged(target, state);
    },
    [onEngaged],
  );
  const like = useToggleLike(engaged);
  const comment = post.comment;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button
          variant={post.liked ? 'filled' : 'default'}
          size="compact-md"
          leftSection={<IconThumbUp size={16} aria-hidden />}
          aria-pressed={post.liked}
          loading={like.isPending}
          onClick={() => like.mutate(post)}
        >
          Like
        </Button>
        <Button
          variant="default"
          size="compact-md"
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          onClick={() => (comment === null ? textareaRef.current?.focus() : setEditing(true))}
        >
          Comment
        </Button>
      </Group>
      <PostPendingActions post={post} acted={acted} />
      {comment === null ? (
        <CommentForm post={post} onEngaged={engaged} textareaRef={textareaRef} />
      ) : (
        <OwnComment post={{ ...post, comment }} onEngaged={engaged} editing={editing} onEditingChange={setEditing} />
      )}
      <CommentsPanel post={post} />
    </Stack>
  );
}
