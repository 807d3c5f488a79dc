import type { KeyboardEvent } from 'react';

/**
 * Props for a Mantine Modal that may open another dialog on top of it. Mantine's Modal closes on any Escape in
 * the window, so one Escape would close both; with these the modal closes only when Escape is pressed in its own
 * content, not in a dialog stacked over it (a portal elsewhere, or a <dialog> inside it).
 */
export function ownEscapeProps(onClose: () => void) {
  return {
    closeOnEscape: false,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || event.nativeEvent.isComposing || !(event.target instanceof Element)) return;
      const own = event.currentTarget.querySelector('[role="dialog"]');
      if (!own || event.target.closest('[role="dialog"], dialog') !== own) return;
      // An open dropdown (a Combobox's input says so, as Mantine's own Modal reads it) takes the key itself.
      if (event.target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      // Handled here: the browser must not also take the key as a close request for a <dialog> that `onClose`
      // opens (a question before closing), which would close that at once.
      event.preventDefault();
      onClose();
    },
  };
}
