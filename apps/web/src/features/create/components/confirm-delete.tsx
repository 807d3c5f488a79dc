import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { RowFocus } from '../../../components/ui/use-row-focus.ts';

interface Removal {
  mutate: (id: number, options: { onSuccess: () => void; onError: () => void; onSettled: () => void }) => void;
  isPending: boolean;
}

interface ConfirmDeleteProps {
  /** The row waiting for confirmation; null keeps the dialog closed. */
  item: { id: number } | null;
  title: string;
  message: string;
  remove: Removal;
  onClose: () => void;
  /** Remembered the control that opened the dialog: Cancel gives focus back to it, a deletion to its neighbour's. */
  rowFocus: RowFocus;
}

/** The spec's confirmation before a Create row is deleted; the dialog closes once the deletion settles. */
export function ConfirmDelete({ item, title, message, remove, onClose, rowFocus }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      opened={item !== null}
      title={title}
      message={message}
      confirmLabel="Delete"
      danger
      loading={remove.isPending}
      onCancel={() => {
        onClose();
        rowFocus.restore();
      }}
      onConfirm={() => {
        if (item) {
          remove.mutate(item.id, { onSuccess: rowFocus.removed, onError: rowFocus.restore, onSettled: onClose });
        }
      }}
    />
  );
}
