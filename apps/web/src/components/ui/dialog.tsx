import { CloseButton } from '@mantine/core';
import { type CSSProperties, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import classes from './dialog.module.css';

const SIZES = { sm: '23.75rem', md: '27.5rem', lg: '38.75rem' } as const;

interface DialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  size?: keyof typeof SIZES;
  withCloseButton?: boolean;
  closeOnEscape?: boolean;
  closeOnClickOutside?: boolean;
}

/**
 * A modal dialog on the browser's own <dialog>: focus kept inside, Esc, the backdrop and the return of focus come
 * with it. The inbox's confirmations and notes use it instead of Mantine's Modal, whose scroll area and
 * positioning code would otherwise be part of the inbox's first load.
 */
export function Dialog(props: DialogProps) {
  return props.opened ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  children,
  size = 'md',
  withCloseButton = true,
  closeOnEscape = true,
  closeOnClickOutside = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const unmounting = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      unmounting.current = true;
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Esc (the cancel event)
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      style={{ '--dialog-size': SIZES[size] } as CSSProperties}
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnEscape) onClose();
      }}
      onClose={(event) => {
        // The browser may close a dialog on a repeated Esc although its cancel event was refused: one that must
        // stay reopens; another counts it as Esc. Closing because it left the page is not the user's doing.
        if (unmounting.current) return;
        if (closeOnEscape) onClose();
        else event.currentTarget.showModal();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself; its content is inside the inner elements.
        if (closeOnClickOutside && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        {withCloseButton && <CloseButton aria-label="Close" onClick={onClose} />}
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
