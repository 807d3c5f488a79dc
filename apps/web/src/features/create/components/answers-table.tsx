import type { Answer } from '@inroad/contracts/create';
import { ActionIcon, Code, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { IconChevronDown, IconChevronRight } from '../../../components/icons.tsx';
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
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

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
            const Chevron = expanded ? IconChevronDown : IconChevronRight;
            return (
              <Fragment key={answer.id}>
                <Table.Tr>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        aria-expanded={expanded}
                        aria-label={
                          expanded ? `Hide variants of answer ${answer.id}` : `Show variants of answer ${answer.id}`
                        }
                        onClick={() => toggle(answer.id)}
                      >
                        <Chevron size={14} aria-hidden />
                      </ActionIcon>
                      <Code>{answer.id}</Code>
                    </Group>
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
