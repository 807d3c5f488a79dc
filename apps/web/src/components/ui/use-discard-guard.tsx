import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ownEscapeProps } from './own-escape.ts';

interface DiscardGuardOptions {
  /** Whether the dialog holds work that closing it would lose. */
  dirty: boolean;
  /**
   * A save is under way: the dialog cannot be closed until it ends. Its answer acts on the dialog (closes it, opens
   * what was made), which a dialog closed meanwhile never hears of, or one opened since would take as its own.
   */
  busy?: boolean;
  /** For a dialog that stays mounted while closed: whether it is showing. */
  opened?: boolean;
  title: string;
  message: string;
  /** Closes the dialog, losing the work. */
  onDiscard: () => void;
}

interface ModalClosingProps extends ReturnType<typeof ownEscapeProps> {
  onClose: () => void;
  withCloseButton: boolean;
  closeOnClickOutside: boolean;
}

export interface DiscardGuard {
  /**
   * The Mantine Modal's closing props: its close button, Escape and a click beside it ask first when there is work to
   * lose (Escape in a dialog above it is that dialog's); while a save is under way there is no closing it.
   */
  modalProps: ModalClosingProps;
  dialog: ReactNode;
}

/**
 * A dialog holding work the user has not saved asks before a close throws it away, and so does leaving the page (the
 * browser's own prompt): a click beside a modal or a stray Escape must not cost a written post and its recording.
 * An explicit Cancel still closes at once.
 */
export function useDiscardGuard({
  dirty,
  busy = false,
  opened = true,
  title,
  message,
  onDiscard,
}: DiscardGuardOptions): DiscardGuard {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  // A dialog closed while the question was up must not open again with it.
  useEffect(() => {
    if (!opened) setAsking(false);
  }, [opened]);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onDiscard();
  };
  return {
    modalProps: {
      onClose: requestClose,
      withCloseButton: !busy,
      closeOnClickOutside: !busy,
      ...ownEscapeProps(requestClose),
    },
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
