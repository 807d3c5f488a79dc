import { ActionIcon, Code, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface RowAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Destructive actions are red. */
  danger?: boolean;
}

/** The "…" menu at the end of a table row; `label` names the row for screen readers ("Actions for X"). */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.danger ? 'red' : undefined}
            leftSection={action.icon}
            onClick={action.onClick}
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
