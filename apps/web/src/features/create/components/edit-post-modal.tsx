import {
  ANSWER_TYPE_FIELDS,
  type Answer,
  aiPresetKey,
  POST_CONTENT_MAX_CHARS,
  PRESET_FIELD_MAX_CHARS,
} from '@inroad/contracts/create';
import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ANSWER_TYPE_LABELS, editableFields, titleCase } from '../answer-fields.ts';
import { useUpdateAnswer } from '../api/update-answer.ts';

interface EditPostModalProps {
  /** The list the post was opened from, so 'Save and Next' can move on to the following one. */
  posts: readonly Answer[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

function EditPostForm({
  post,
  hasNext,
  onSaved,
  onClose,
}: {
  post: Answer;
  hasNext: boolean;
  onSaved: (shouldNavigateNext: boolean) => void;
  onClose: () => void;
}) {
  const [postContent, setPostContent] = useState(post.postContent);
  const [fields, setFields] = useState(() => editableFields(post));
  const update = useUpdateAnswer();
  const [pendingNext, setPendingNext] = useState(false);

  const save = (shouldNavigateNext: boolean) => {
    setPendingNext(shouldNavigateNext);
    update.mutate(
      { id: post.id, body: { postContent, metadata: { [aiPresetKey(post.answerType)]: fields } } },
      { onSuccess: () => onSaved(shouldNavigateNext) },
    );
  };
  const empty = postContent.trim() === '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) save(false);
      }}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light">{ANSWER_TYPE_LABELS[post.answerType]}</Badge>
          <Text size="sm" c="dimmed">
            Post {post.id}
          </Text>
        </Group>
        <Textarea
          label="Post"
          rows={8}
          maxLength={POST_CONTENT_MAX_CHARS}
          value={postContent}
          error={empty ? 'The post needs some text' : undefined}
          onChange={(event) => setPostContent(event.currentTarget.value)}
        />
        {ANSWER_TYPE_FIELDS[post.answerType].map((name) => (
          <Textarea
            key={name}
            label={titleCase(name)}
            rows={2}
            maxLength={PRESET_FIELD_MAX_CHARS}
            value={fields[name] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setFields((f) => ({ ...f, [name]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            variant="light"
            disabled={empty || !hasNext || update.isPending}
            loading={update.isPending && pendingNext}
            onClick={() => save(true)}
          >
            Save and Next
          </Button>
          <Button type="submit" disabled={empty || update.isPending} loading={update.isPending && !pendingNext}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit Post: the post's text and the answer's preset fields; 'Save and Next' moves on to the next post. */
export function EditPostModal({ posts, index, onIndexChange, onClose }: EditPostModalProps) {
  const post = posts[index];
  if (!post) return null;
  const hasNext = index + 1 < posts.length;
  return (
    <Modal opened onClose={onClose} title="Edit Post" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      <EditPostForm
        key={post.id}
        post={post}
        hasNext={hasNext}
        onClose={onClose}
        onSaved={(shouldNavigateNext) => (shouldNavigateNext && hasNext ? onIndexChange(index + 1) : onClose())}
      />
    </Modal>
  );
}
