import type { ContentPlan } from '@inroad/contracts/content-plan';
import { CONTENT_PLAN_TYPE_OPTIONS } from '@inroad/contracts/content-plan';
import { Code, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { IconArrowsSort, IconSortAscending, IconSortDescending, IconTrash } from '../../../components/icons.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';

type SortKey = 'id' | 'name';
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
];

function compare(a: ContentPlan, b: ContentPlan, key: SortKey): number {
  return key === 'id' ? a.id - b.id : a.name.localeCompare(b.name, undefined, { numeric: true });
}

interface ContentPlansTableProps {
  plans: readonly ContentPlan[];
  onOpen: (plan: ContentPlan) => void;
  onDelete: (plan: ContentPlan) => void;
}

/** The plans by ID and Name, both sortable; a row opens the plan's topics. */
export function ContentPlansTable({ plans, onOpen, onDelete }: ContentPlansTableProps) {
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = useMemo(() => {
    if (!sort) return plans;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...plans].sort((a, b) => factor * compare(a, b, sort.key));
  }, [plans, sort]);

  const toggle = (key: SortKey) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  return (
    <DataTable
      minWidth={560}
      highlightOnHover
      actionsWidth={60}
      head={COLUMNS.map(({ key, label }) => {
        const active = sort?.key === key ? sort.direction : undefined;
        const Icon = active === 'ascending' ? IconSortAscending : active ? IconSortDescending : IconArrowsSort;
        return (
          <Table.Th key={key} aria-sort={active ?? 'none'} w={key === 'id' ? 100 : undefined}>
            <UnstyledButton onClick={() => toggle(key)} fw={700} fz="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {label}
                <Icon size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Table.Th>
        );
      })}
    >
      {rows.map((plan) => (
        <Table.Tr key={plan.id} onClick={() => onOpen(plan)} style={{ cursor: 'pointer' }}>
          <Table.Td>
            <Code>{plan.id}</Code>
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <UnstyledButton
              fw={600}
              fz="sm"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(plan);
              }}
            >
              {plan.name}
            </UnstyledButton>
            <Text size="xs" c="dimmed">
              {CONTENT_PLAN_TYPE_OPTIONS[plan.type].label}
            </Text>
          </Table.Td>
          {/* The menu's clicks (its dropdown too, through React's tree) are not the row's. */}
          <Table.Td onClick={(event) => event.stopPropagation()}>
            <RowActionsMenu
              label={`Actions for ${plan.name}`}
              actions={[
                {
                  label: 'Delete',
                  icon: <IconTrash size={14} aria-hidden />,
                  onClick: () => onDelete(plan),
                  danger: true,
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
