import { Button, Checkbox, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface BulkBarProps {
  selectedCount: number;
  loadedCount: number;
  /** In the archived list the bulk action brings posts back instead. */
  archivedList: boolean;
  pending: boolean;
  onToggleAll: () => void;
  onConfirm: () => Promise<unknown>;
}

/** Selection count, select-all and the bulk archive action with its confirmation. */
export function BulkBar({ selectedCount, loadedCount, archivedList, pending, onToggleAll, onConfirm }: BulkBarProps) {
  const [confirming, setConfirming] = useState(false);
  const action = archivedList ? 'Unarchive' : 'Archive';

  const start = () => {
    if (selectedCount === 0) {
      notifications.show({ id: 'no-posts-selected', color: 'yellow', message: 'No posts selected' });
      return;
    }
    setConfirming(true);
  };

  return (
    <Group justify="space-between" gap="xs" px="sm" py={6} role="toolbar" aria-label="Bulk actions">
      <Group gap="sm">
        <Checkbox
          aria-label="Select all posts"
          checked={loadedCount > 0 && selectedCount === loadedCount}
          indeterminate={selectedCount > 0 && selectedCount < loadedCount}
          disabled={loadedCount === 0}
          onChange={onToggleAll}
        />
        <Text size="sm" c={selectedCount > 0 ? undefined : 'dimmed'} aria-live="polite">
          {selectedCount} selected
        </Text>
      </Group>
      <Button size="compact-sm" variant={selectedCount > 0 ? 'filled' : 'default'} onClick={start} loading={pending}>
        {action}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Bulk ${action.toLowerCase()}`}
        message={`Are you sure you want to bulk ${action.toLowerCase()} these posts?`}
        confirmLabel={action}
        loading={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void onConfirm().finally(() => setConfirming(false));
        }}
      />
    </Group>
  );
}
