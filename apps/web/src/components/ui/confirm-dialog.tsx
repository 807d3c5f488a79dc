import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red for destructive actions (delete, hide). */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The app's own confirmation dialog; window.confirm is never used. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {/* Focus starts on Cancel: an Enter pressed out of habit must not delete or hide anything. */}
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
