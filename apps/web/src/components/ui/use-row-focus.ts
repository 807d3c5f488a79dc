import { useLayoutEffect, useReducer, useRef } from 'react';

/** What keyboard focus lands on in a row. */
const CONTROLS = 'button, a[href], input, select, textarea';

export interface RowFocus {
  /** As a row's action starts (its question opens, or it deletes at once): remembers the control with focus. */
  remember: () => void;
  /** The action was cancelled or failed: focus goes back to the remembered control. */
  restore: () => void;
  /**
   * The row was deleted: once it has left the page, focus goes to the same control in the next row, else in the
   * previous one, else to the fallback.
   */
  removed: () => void;
}

interface RowFocusOptions {
  /** Where focus goes when no row is left to take it: the list's 'Add …' button or its heading. */
  fallback: () => HTMLElement | null;
  /** What one row of the list is, as a CSS selector. */
  row?: string;
}

interface Origin {
  opener: HTMLElement;
  /** The opener's counterparts in the next row and in the previous one, as far as they have one. */
  neighbours: HTMLElement[];
}

/** A part's controls, without the items of a '…' menu open in it: those leave with the menu. */
function controlsIn(part: Element | null): HTMLElement[] {
  if (!part) return [];
  const controls = Array.from(part.querySelectorAll<HTMLElement>(CONTROLS));
  return controls.filter((control) => !control.closest('[role="menu"]'));
}

/**
 * The control at the opener's place in the rows beside its own. The place is the row's part (its cell) and the count
 * of controls after it there: a row's actions come last, and some rows have one more before them (Reconnect).
 */
function neighboursOf(opener: HTMLElement, rowSelector: string): HTMLElement[] {
  const row = opener.closest(rowSelector);
  if (!row) return [];
  const part = Array.from(row.children).findIndex((child) => child.contains(opener));
  const controls = controlsIn(row.children.item(part));
  const index = controls.indexOf(opener);
  if (index < 0) return [];
  const fromEnd = controls.length - 1 - index;
  const counterpart = (sibling: Element) => {
    const theirs = controlsIn(sibling.children.item(part));
    return theirs[theirs.length - 1 - fromEnd];
  };
  // Rows of another kind in between (a row's opened details) have no such control and are passed over.
  const nearest = (step: (element: Element) => Element | null) => {
    for (let sibling = step(row); sibling; sibling = step(sibling)) {
      const control = counterpart(sibling);
      if (control) return [control];
    }
    return [];
  };
  return [...nearest((element) => element.nextElementSibling), ...nearest((element) => element.previousElementSibling)];
}

/** Focuses the first candidate still on the page that takes focus (a disabled button does not). */
function focusFirst(candidates: readonly (HTMLElement | null)[]): void {
  for (const candidate of candidates) {
    if (!candidate?.isConnected) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

/**
 * Keeps keyboard focus in a list whose rows are deleted: a cancelled question gives it back to the control that
 * opened it (a '…' menu's own button: RowActionsMenu focuses it before its item acts), and a deleted row hands it
 * to its neighbour's control, so that neither ends on <body>.
 */
export function useRowFocus({ fallback, row = 'tr, li' }: RowFocusOptions): RowFocus {
  const origin = useRef<Origin | null>(null);
  const pending = useRef<'opener' | 'neighbour' | null>(null);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);

  // After the commit that closes the question: nothing behind a modal <dialog> takes focus while it is open.
  useLayoutEffect(() => {
    const from = origin.current;
    if (!pending.current) return;
    // The row leaves with the list's refetch, which may come after the deletion's answer.
    if (pending.current === 'neighbour' && from?.opener.isConnected) return;
    const to = pending.current;
    pending.current = null;
    if (!from) return;
    if (to === 'opener') {
      focusFirst([from.opener]);
      return;
    }
    // Focus the user put somewhere while the list was refetched stays there.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    focusFirst([...from.neighbours, fallback()]);
  });

  return {
    remember: () => {
      const active = document.activeElement;
      pending.current = null;
      origin.current =
        active instanceof HTMLElement && active !== document.body
          ? { opener: active, neighbours: neighboursOf(active, row) }
          : null;
    },
    restore: () => {
      pending.current = 'opener';
      rerender();
    },
    removed: () => {
      const from = origin.current;
      // Still on the page: its neighbours as they are now, the list may have changed while the question was open.
      if (from?.opener.isConnected) {
        origin.current = { opener: from.opener, neighbours: neighboursOf(from.opener, row) };
      }
      pending.current = 'neighbour';
      rerender();
    },
  };
}
