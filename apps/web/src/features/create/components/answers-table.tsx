import type { Answer } from '@inroad/contracts/create';
import { Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { RowExpander, useToggledIds } from '../../../components/ui/expandable-rows.tsx';
import { editAndDeleteActions, RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';
import { AnswerContentCell } from './answer-content-cell.tsx';
import { ClampedText } from './clamped-text.tsx';
import { PostStatusBadge } from './post-status-badge.tsx';
import { ScheduledTimeText } from './scheduled-time-text.tsx';
import { VariantsTable } from './variants-table.tsx';

interface AnswersTableProps {
  answers: readonly Answer[];
  onEdit: (answer: Answer) => void;
  onDelete: (answer: Answer) => void;
  onNewVariant: (answer: Answer) => void;
}

/** An idea's answers: what each was written from, the post itself, and its variants when opened. */
export function AnswersTable({ answers, onEdit, onDelete, onNewVariant }: AnswersTableProps) {
  const { ids: open, toggle } = useToggledIds();

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" withTableBorder bg="var(--mantine-color-body)">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>ID</Table.Th>
            <Table.Th w="38%">AI Prompt Content</Table.Th>
            <Table.Th>Post</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {answers.map((answer) => {
            const expanded = open.has(answer.id);
            return (
              <Fragment key={answer.id}>
                <Table.Tr>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <RowExpander
                      id={answer.id}
                      expanded={expanded}
                      details="variants of answer"
                      onToggle={() => toggle(answer.id)}
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <AnswerContentCell answer={answer} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Stack gap={6}>
                      <ClampedText text={answer.postContent} links />
                      <Group gap="xs">
                        <PostStatusBadge status={answer.status} />
                        <ScheduledTimeText scheduledTime={answer.scheduledTime} status={answer.status} />
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <RowActionsMenu
                      label={`Actions for answer ${answer.id}`}
                      actions={editAndDeleteActions(
                        () => onEdit(answer),
                        () => onDelete(answer),
                      )}
                    />
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <VariantsTable answer={answer} onNewVariant={() => onNewVariant(answer)} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
