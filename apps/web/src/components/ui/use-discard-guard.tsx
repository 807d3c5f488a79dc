import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ownEscapeProps } from './own-escape.ts';

interface DiscardGuardOptions {
  /** Whether the dialog holds work that closing it would lose. */
  dirty: boolean;
  title: string;
  message: string;
  /** Closes the dialog, losing the work. */
  onDiscard: () => void;
}

export interface DiscardGuard {
  /**
   * The Mantine Modal's closing props: its close button, Escape and a click beside it ask first when there is work to
   * lose (Escape in a dialog above it is that dialog's).
   */
  modalProps: { onClose: () => void } & ReturnType<typeof ownEscapeProps>;
  dialog: ReactNode;
}

/**
 * A dialog holding work the user has not saved asks before a close throws it away, and so does leaving the page (the
 * browser's own prompt): a click beside a modal or a stray Escape must not cost a written post and its recording.
 * An explicit Cancel still closes at once.
 */
export function useDiscardGuard({ dirty, title, message, onDiscard }: DiscardGuardOptions): DiscardGuard {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const requestClose = () => (dirty ? setAsking(true) : onDiscard());
  return {
    modalProps: { onClose: requestClose, ...ownEscapeProps(requestClose) },
    dialog: (
      <ConfirmDialog
        opened={asking}
        title={title}
        message={message}
        confirmLabel="Discard"
        danger
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onDiscard();
        }}
      />
    ),
  };
}
