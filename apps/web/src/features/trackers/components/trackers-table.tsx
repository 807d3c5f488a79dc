import type { Tracker, TrackerRetroactive } from '@inroad/contracts/tracker';
import { Badge, Button, Group, Loader, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import {
  IconAlertTriangle,
  IconArrowsSort,
  IconSortAscending,
  IconSortDescending,
} from '../../../components/icons.tsx';
import { editAndDeleteActions, IdAndNameCells, RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';
import { platformLabel } from '../../../lib/format.ts';
import { useRerunTracker } from '../api/rerun-tracker.ts';
import { retroactiveText } from './retroactive-status.ts';
import { TrackerRules } from './tracker-rules.tsx';

type SortKey = 'id' | 'name' | 'platform';
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
  { key: 'platform', label: 'Platform' },
];

function sortValue(tracker: Tracker, key: SortKey): string {
  return key === 'platform' ? platformLabel(tracker.platform) : tracker[key];
}

interface TrackersTableProps {
  trackers: readonly Tracker[];
  onEdit: (tracker: Tracker) => void;
  onDelete: (tracker: Tracker) => void;
}

function RetroactiveStatus({ tracker, run }: { tracker: Tracker; run: TrackerRetroactive }) {
  const rerun = useRerunTracker();
  return (
    <Group gap={6} mt={4} wrap="nowrap">
      <Group gap={6} wrap="nowrap" role="status">
        {run.running && <Loader size={10} aria-hidden />}
        {run.failed && <IconAlertTriangle size={14} color="var(--mantine-color-orange-text)" aria-hidden />}
        <Text size="xs" c={run.failed ? undefined : 'dimmed'}>
          {retroactiveText(run)}
        </Text>
      </Group>
      {run.failed && (
        <Button
          size="compact-xs"
          variant="light"
          loading={rerun.isPending}
          onClick={() => rerun.mutate(tracker.id)}
          aria-label={`Run again: ${tracker.name}`}
        >
          Run again
        </Button>
      )}
    </Group>
  );
}

export function TrackersTable({ trackers, onEdit, onDelete }: TrackersTableProps) {
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = useMemo(() => {
    if (!sort) return trackers;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...trackers].sort(
      (a, b) => factor * sortValue(a, sort.key).localeCompare(sortValue(b, sort.key), undefined, { numeric: true }),
    );
  }, [trackers, sort]);

  const toggle = (key: SortKey) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ key, label }) => {
              const active = sort?.key === key ? sort.direction : undefined;
              const Icon = active === 'ascending' ? IconSortAscending : active ? IconSortDescending : IconArrowsSort;
              return (
                <Table.Th key={key} aria-sort={active ?? 'none'}>
                  <UnstyledButton onClick={() => toggle(key)} fw={700} fz="sm">
                    <Group gap={4} wrap="nowrap" component="span">
                      {label}
                      <Icon size={14} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>Tags</Table.Th>
            <Table.Th>Rules</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((tracker) => (
            <Table.Tr key={tracker.id}>
              <IdAndNameCells id={tracker.id} name={tracker.name} />
              <Table.Td>{platformLabel(tracker.platform)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {tracker.tags.map((tag) => (
                    <Badge key={tag} variant="light" tt="none" maw={200}>
                      {tag}
                    </Badge>
                  ))}
                </Group>
                {tracker.retroactive && <RetroactiveStatus tracker={tracker} run={tracker.retroactive} />}
              </Table.Td>
              <Table.Td maw={360}>
                <TrackerRules rules={tracker.rules} />
              </Table.Td>
              <Table.Td>
                <RowActionsMenu
                  label={`Actions for ${tracker.name}`}
                  actions={editAndDeleteActions(
                    () => onEdit(tracker),
                    () => onDelete(tracker),
                  )}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
