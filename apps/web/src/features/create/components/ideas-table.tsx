import type { ContentIdea } from '@inroad/contracts/content-plan';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { RowExpander, useToggledIds } from '../../../components/ui/expandable-rows.tsx';
import { editAndDeleteActions, RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';
import { IdeaAnswers } from './idea-answers.tsx';

interface IdeasTableProps {
  ideas: readonly ContentIdea[];
  onEdit: (idea: ContentIdea) => void;
  onDelete: (idea: ContentIdea) => void;
}

/** A topic's ideas; a row opens into the posts written for that idea. */
export function IdeasTable({ ideas, onEdit, onDelete }: IdeasTableProps) {
  const { ids: open, toggle } = useToggledIds();

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
            return (
              <Fragment key={idea.id}>
                <Table.Tr onClick={() => toggle(idea.id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <RowExpander
                      id={idea.id}
                      expanded={expanded}
                      details="posts for idea"
                      onToggle={() => toggle(idea.id)}
                    />
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
