import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface Removal {
  mutate: (id: number, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

interface ConfirmDeleteProps {
  /** The row waiting for confirmation; null keeps the dialog closed. */
  item: { id: number } | null;
  title: string;
  message: string;
  remove: Removal;
  onClose: () => void;
}

/** The spec's confirmation before a Create row is deleted; the dialog closes once the deletion settles. */
export function ConfirmDelete({ item, title, message, remove, onClose }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      opened={item !== null}
      title={title}
      message={message}
      confirmLabel="Delete"
      danger
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (item) remove.mutate(item.id, { onSettled: onClose });
      }}
    />
  );
}
