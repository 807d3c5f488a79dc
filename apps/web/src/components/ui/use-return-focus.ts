import { useLayoutEffect, useState } from 'react';

/**
 * For a dialog that is mounted only while open: remembers the element that had focus when it mounted (the
 * control that opened it) and gives focus back to it when the dialog unmounts, so closing it with Escape or
 * Close does not leave keyboard users on <body>. Mantine's own focus return needs the dialog to stay mounted.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useLayoutEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      // After the dialog's own clean-up (its focus trap lets go in the same commit).
      queueMicrotask(() => {
        if (opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}
