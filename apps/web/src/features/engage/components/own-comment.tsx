import type { Post } from '@inroad/contracts/post';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { useDeleteComment, useSaveComment } from '../api/save-comment.ts';
import { CommentEditor } from './comment-editor.tsx';

export const DELETE_COMMENT_QUESTION = 'Are you sure you want to delete this comment?';

interface OwnCommentProps {
  post: Post & { comment: string };
  onEngaged: OnEngaged;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/** 'Your comment:' with edit and delete (after confirmation). */
export function OwnComment({ post, onEngaged, editing, onEditingChange }: OwnCommentProps) {
  const [draft, setDraft] = useState(post.comment);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveComment(onEngaged);
  const remove = useDeleteComment(onEngaged);

  const startEditing = () => {
    setDraft(post.comment);
    onEditingChange(true);
  };

  return (
    <Box>
      <Text size="sm" fw={600}>
        Your comment:
      </Text>
      {editing ? (
        <CommentEditor
          label="Edit your comment"
          value={draft}
          onChange={setDraft}
          submitLabel="Save"
          pending={save.isPending}
          onCancel={() => onEditingChange(false)}
          onSubmit={(text) => save.mutate({ post, text, mode: 'edit' }, { onSuccess: () => onEditingChange(false) })}
        />
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {post.comment}
          </Text>
          <Group gap="sm" mt={4}>
            <Anchor component="button" type="button" size="sm" onClick={startEditing}>
              edit
            </Anchor>
            <Anchor component="button" type="button" size="sm" c="red" onClick={() => setConfirming(true)}>
              delete
            </Anchor>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete comment"
        message={DELETE_COMMENT_QUESTION}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(post, { onSettled: () => setConfirming(false) })}
      />
    </Box>
  );
}
