import type { ContentIdea } from '@inroad/contracts/content-plan';
import { ActionIcon, Code, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, useState } from 'react';
import { IconChevronDown, IconChevronRight } from '../../../components/icons.tsx';
import { editAndDeleteActions, RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';
import { IdeaAnswers } from './idea-answers.tsx';

interface IdeasTableProps {
  ideas: readonly ContentIdea[];
  onEdit: (idea: ContentIdea) => void;
  onDelete: (idea: ContentIdea) => void;
}

/** A topic's ideas; a row opens into the posts written for that idea. */
export function IdeasTable({ ideas, onEdit, onDelete }: IdeasTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>ID</Table.Th>
            <Table.Th>Idea</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ideas.map((idea) => {
            const expanded = open.has(idea.id);
            const Chevron = expanded ? IconChevronDown : IconChevronRight;
            return (
              <Fragment key={idea.id}>
                <Table.Tr onClick={() => toggle(idea.id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="gray"
                        aria-expanded={expanded}
                        aria-label={expanded ? `Hide posts for idea ${idea.id}` : `Show posts for idea ${idea.id}`}
                        onClick={(event) => {
                          event.stopPropagation();
                          toggle(idea.id);
                        }}
                      >
                        <Chevron size={14} aria-hidden />
                      </ActionIcon>
                      <Code>{idea.id}</Code>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {idea.idea}
                    </Text>
                  </Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <RowActionsMenu
                      label={`Actions for idea ${idea.id}`}
                      actions={editAndDeleteActions(
                        () => onEdit(idea),
                        () => onDelete(idea),
                      )}
                    />
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr>
                    <Table.Td colSpan={3} bg="var(--mantine-color-default-hover)">
                      <IdeaAnswers idea={idea} />
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
