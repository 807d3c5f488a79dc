import type { ContentIdea } from '@inroad/contracts/content-plan';
import type { Answer } from '@inroad/contracts/create';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { IconPlus } from '../../../components/icons.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { useDeleteAnswer } from '../api/delete-answer.ts';
import { useAnswers } from '../api/get-answers.ts';
import { AnswersTable } from './answers-table.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { CreateContentModal } from './create-content-modal.tsx';
import { EditPostModal } from './edit-post-modal.tsx';

/** What opens Create Content from an idea: a new answer, or a new variant of one answer. */
type Creating = { variantOf: Answer | null };

/** An idea row opened: the posts written for the idea, and the way to write one. */
export function IdeaAnswers({ idea }: { idea: ContentIdea }) {
  const answers = useAnswers(idea.id);
  const remove = useDeleteAnswer();
  const [creating, setCreating] = useState<Creating | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Answer | null>(null);
  const list = answers.data ?? [];
  const createRef = useRef<HTMLButtonElement>(null);
  // Once the last answer is deleted, the empty list's own Create Content takes focus.
  const rowFocus = useRowFocus({ fallback: () => createRef.current });
  const createButton = (
    <Button
      ref={createRef}
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setCreating({ variantOf: null })}
    >
      Create Content
    </Button>
  );

  let body: ReactNode;
  if (answers.isPending) {
    body = <Loader role="status" size="xs" aria-label="Loading the idea's posts" />;
  } else if (answers.isError) {
    body = (
      <Text size="sm" c="red" role="alert">
        Error loading answer: {answers.error.message}
      </Text>
    );
  } else if (list.length === 0) {
    body = (
      <Stack align="center" gap="xs" py="sm">
        <Text size="sm" c="dimmed">
          You haven't come up with any posts for this content idea yet.
        </Text>
        {createButton}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Group justify="flex-end">{createButton}</Group>
        <AnswersTable
          answers={list}
          onEdit={(answer) => setEditing(list.indexOf(answer))}
          onDelete={(answer) => {
            rowFocus.remember();
            setDeleting(answer);
          }}
          onNewVariant={(answer) => setCreating({ variantOf: answer })}
        />
      </Stack>
    );
  }

  return (
    <section aria-label={`Posts for idea ${idea.id}`}>
      {body}
      {creating && (
        <CreateContentModal
          idea={{ id: idea.id, text: idea.idea }}
          variantOf={
            creating.variantOf ? { id: creating.variantOf.id, postFormat: creating.variantOf.postFormat } : undefined
          }
          onClose={() => setCreating(null)}
        />
      )}
      {editing !== null && list[editing] && (
        <EditPostModal posts={list} index={editing} onIndexChange={setEditing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        item={deleting}
        title="Delete content"
        message="Are you sure you want to delete this content?"
        remove={remove}
        onClose={() => setDeleting(null)}
        rowFocus={rowFocus}
      />
    </section>
  );
}
