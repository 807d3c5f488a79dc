import { ActionIcon, Code, Menu, Table } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { IconDots, IconPencil, IconTrash } from '../icons.tsx';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Destructive actions are red. */
  danger?: boolean;
}

/** The "…" menu at the end of a table row; `label` names the row for screen readers ("Actions for X"). */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon ref={trigger} variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            // In the theme's red text, which reads at 4.5:1 on the menu and on an item under the pointer in both
            // schemes. Mantine's `color` would write it in shade 6 (3.3:1 on white) on a red hover (3.8:1).
            c={action.danger ? 'red' : undefined}
            leftSection={action.icon}
            onClick={() => {
              // The item leaves with the menu: what the action opens remembers the menu's button, and its question
              // or dialog gives focus back to that, not to <body>.
              trigger.current?.focus();
              action.onClick();
            }}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A row id shortened to its first eight characters; the whole id is in the tooltip. */
export function ShortId({ id }: { id: string }) {
  return <Code title={id}>{id.slice(0, 8)}</Code>;
}

/** The Edit and Delete entries every list of the user's own things ends its row menu with. */
export function editAndDeleteActions(onEdit: () => void, onDelete: () => void): RowAction[] {
  return [
    { label: 'Edit', icon: <IconPencil size={14} aria-hidden />, onClick: onEdit },
    { label: 'Delete', icon: <IconTrash size={14} aria-hidden />, onClick: onDelete, danger: true },
  ];
}

/** A row's first two cells: its short id and its name, which may be long and wraps anywhere. */
export function IdAndNameCells({ id, name }: { id: string; name: string }) {
  return (
    <>
      <Table.Td>
        <ShortId id={id} />
      </Table.Td>
      <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Table.Td>
    </>
  );
}
