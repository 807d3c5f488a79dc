import { useEffect, useRef } from 'react';

export interface PostShortcutHandlers {
  next: () => void;
  previous: () => void;
  archive: () => void;
  openOriginal: () => void;
  toggleSelect: () => void;
  focusSearch: () => void;
  showHelp: () => void;
}

export const POST_SHORTCUTS: { keys: string; description: string }[] = [
  { keys: 'j', description: 'Next post' },
  { keys: 'k', description: 'Previous post' },
  { keys: 'e', description: 'Archive or unarchive the open post' },
  { keys: 'o', description: 'Open the original post' },
  { keys: 'x', description: 'Select or unselect the open post' },
  { keys: '/', description: 'Search' },
  { keys: '?', description: 'Show keyboard shortcuts' },
];

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The inbox's single-key shortcuts. They stay quiet while the user types in a field, holds a modifier, or works
 * in a dialog (which has keys of its own).
 */
export function usePostShortcuts(handlers: PostShortcutHandlers, enabled = true) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const h = latest.current;
      const actions: Record<string, () => void> = {
        j: h.next,
        k: h.previous,
        e: h.archive,
        o: h.openOriginal,
        x: h.toggleSelect,
        '/': h.focusSearch,
        '?': h.showHelp,
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
