import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface HideAuthorConfirm {
  opened: boolean;
  /** True while the hide runs: the dialog shows it, and callers keep other buttons from looking busy. */
  hiding: boolean;
  open: () => void;
  cancel: () => void;
  confirm: () => void;
}

/** The state of a "Hide Posts" confirmation; the dialog closes when `hide` settles, failed or not. */
export function useHideAuthorConfirm(hide: () => Promise<unknown> | undefined): HideAuthorConfirm {
  const [opened, setOpened] = useState(false);
  const [hiding, setHiding] = useState(false);
  return {
    opened,
    hiding,
    open: () => setOpened(true),
    cancel: () => setOpened(false),
    confirm: () => {
      setHiding(true);
      // A failure is reported by the mutation itself; here it only ends the wait.
      void Promise.resolve(hide())
        .catch(() => undefined)
        .finally(() => {
          setHiding(false);
          setOpened(false);
        });
    },
  };
}

/** Asks before archiving a post and every post of its author. */
export function HideAuthorDialog({
  confirm,
  title,
  name,
}: {
  confirm: HideAuthorConfirm;
  title: string;
  name: string;
}) {
  return (
    <ConfirmDialog
      opened={confirm.opened}
      title={title}
      message={`Hide all posts from ${name}? This post is archived and their posts will no longer reach your inbox.`}
      confirmLabel="Hide Posts"
      danger
      loading={confirm.hiding}
      onCancel={confirm.cancel}
      onConfirm={confirm.confirm}
    />
  );
}
