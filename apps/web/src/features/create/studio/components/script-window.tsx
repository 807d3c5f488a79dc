import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { SCRIPT_WINDOW_HEIGHT, SCRIPT_WINDOW_WIDTH } from '../studio-constants.ts';
import { ScriptScroller } from './script-scroller.tsx';

const WINDOW_NAME = 'inroad-script';

/**
 * Opens the popped-out script window (500x300, §2, §9); null when the browser blocked it. Called from a click,
 * so pop-up blockers let it through where they can.
 */
export function openScriptWindow(): Window | null {
  const popup = window.open('', WINDOW_NAME, `popup,width=${SCRIPT_WINDOW_WIDTH},height=${SCRIPT_WINDOW_HEIGHT}`);
  if (!popup) return null;
  popup.document.title = 'Inroad script';
  popup.document.documentElement.lang = document.documentElement.lang || 'en';
  Object.assign(popup.document.body.style, { margin: '0', background: '#111', color: '#fff' });
  return popup;
}

interface ScriptWindowProps {
  popup: Window;
  text: string;
  running: boolean;
  wordsPerMinute: number;
  onClosed: () => void;
}

/** The studio's current section rendered into the popped-out window; it follows the studio as state changes. */
export function ScriptWindow({ popup, text, running, wordsPerMinute, onClosed }: ScriptWindowProps) {
  useEffect(() => {
    // The user may close the window themselves; the script then shows in the studio again.
    const watch = window.setInterval(() => {
      if (popup.closed) onClosed();
    }, 500);
    return () => window.clearInterval(watch);
  }, [popup, onClosed]);

  return createPortal(
    <main style={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScriptScroller
        text={text}
        running={running}
        wordsPerMinute={wordsPerMinute}
        label="Script"
        style={{ flex: 1, paddingTop: 16, paddingInline: 20, fontSize: 34 }}
      />
    </main>,
    popup.document.body,
  );
}
