import { type Source, sourceTypeOption } from '@inroad/contracts/source';
import { Table, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPlayerPause, IconPlayerPlay, IconX } from '../../../components/icons.tsx';
import { editAndDeleteActions, IdAndNameCells, RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';
import { platformLabel } from '../../../lib/format.ts';

export function sourceTypeLabel(source: Source): string {
  return sourceTypeOption(source.platform, source.followedEntityType)?.label ?? source.followedEntityType;
}

interface SourcesTableProps {
  sources: readonly Source[];
  onToggleActive: (source: Source) => void;
  onEdit: (source: Source) => void;
  onDelete: (source: Source) => void;
}

export function SourcesTable({ sources, onToggleActive, onEdit, onDelete }: SourcesTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Platform</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sources.map((source) => (
            <Table.Tr key={source.id}>
              <IdAndNameCells id={source.id} name={source.name} />
              <Table.Td>{platformLabel(source.platform)}</Table.Td>
              <Table.Td>{sourceTypeLabel(source)}</Table.Td>
              <Table.Td>
                {source.active ? (
                  <IconCheck size={18} color="var(--mantine-color-green-text)" role="img" aria-label="Active" />
                ) : (
                  <IconX size={18} color="var(--mantine-color-red-text)" role="img" aria-label="Inactive" />
                )}
              </Table.Td>
              <Table.Td>
                <RowActionsMenu
                  label={`Actions for ${source.name}`}
                  actions={[
                    {
                      label: source.active ? 'Deactivate' : 'Activate',
                      icon: source.active ? (
                        <IconPlayerPause size={14} aria-hidden />
                      ) : (
                        <IconPlayerPlay size={14} aria-hidden />
                      ),
                      onClick: () => onToggleActive(source),
                    },
                    ...editAndDeleteActions(
                      () => onEdit(source),
                      () => onDelete(source),
                    ),
                  ]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
