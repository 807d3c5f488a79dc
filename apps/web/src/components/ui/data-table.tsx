import { ActionIcon, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconPencil, IconTrash } from '../icons.tsx';

interface DataTableProps {
  /** The table's accessible name, e.g. 'Integrations'. */
  label?: string;
  /** The header cells of the data columns (the actions column is added after them). */
  head: ReactNode;
  /** The width of a last column, named 'Actions' for screen readers only, for each row's buttons or menu. */
  actionsWidth?: number;
  /** Below this width the table scrolls sideways; without it the table is not in a scroll container. */
  minWidth?: number;
  verticalSpacing?: TableProps['verticalSpacing'];
  highlightOnHover?: boolean;
  maw?: TableProps['maw'];
  /** The rows. */
  children: ReactNode;
}

/** A list of the user's own things as a table: the header row, the rows, and sideways scrolling when narrow. */
export function DataTable(props: DataTableProps) {
  const { label, head, actionsWidth, minWidth, verticalSpacing = 'sm', highlightOnHover, maw, children } = props;
  const table = (
    <Table verticalSpacing={verticalSpacing} highlightOnHover={highlightOnHover} maw={maw} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {head}
          {actionsWidth !== undefined && (
            <Table.Th w={actionsWidth}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}

const ROW_ACTION_ICONS = {
  edit: { icon: IconPencil, color: 'gray' },
  delete: { icon: IconTrash, color: 'red' },
} as const;

interface RowIconActionProps {
  /** What the button does to which row, e.g. 'Delete post 12'. */
  label: string;
  /** Edit is a grey pencil; delete (or remove) a red bin. */
  kind: keyof typeof ROW_ACTION_ICONS;
  onClick: () => void;
  loading?: boolean;
}

/** A row's icon button, named for screen readers by what it does to that row. */
export function RowIconAction({ label, kind, onClick, loading }: RowIconActionProps) {
  const { icon: Icon, color } = ROW_ACTION_ICONS[kind];
  return (
    <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
      <Icon size={16} aria-hidden />
    </ActionIcon>
  );
}
