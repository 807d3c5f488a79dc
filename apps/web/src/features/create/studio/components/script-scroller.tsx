import { type CSSProperties, useEffect, useRef } from 'react';

interface ScriptScrollerProps {
  text: string;
  /** Scrolling while the user speaks; paused or idle otherwise. */
  running: boolean;
  wordsPerMinute: number;
  style?: CSSProperties;
  label: string;
}

/** The most time one frame scrolls for. */
const MAX_STEP_MS = 100;

/**
 * The teleprompter's text: large, and scrolled so the whole section passes at the speaking pace. It uses inline
 * styles only because it also renders inside the popped-out window, which has none of the app's stylesheets.
 */
export function ScriptScroller({ text, running, wordsPerMinute, style, label }: ScriptScrollerProps) {
  const box = useRef<HTMLElement>(null);

  // A new section starts from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text changing is what resets the scroll
  useEffect(() => {
    if (box.current) box.current.scrollTop = 0;
  }, [text]);

  useEffect(() => {
    const element = box.current;
    // The window the script is shown in: in the popped-out window it runs on that window's frames, which go on while
    // the studio's tab is hidden behind it (the studio's own frames stop then).
    const view = element?.ownerDocument.defaultView;
    if (!running || !element || !view) return;
    const words = Math.max(1, text.split(/\s+/).filter(Boolean).length);
    const speakingSeconds = (words / wordsPerMinute) * 60;
    let last = view.performance.now();
    let position = element.scrollTop;
    let frame = 0;
    const step = (now: number) => {
      const range = element.scrollHeight - element.clientHeight;
      // A frame after a pause (the window hidden, the machine busy) moves one step on, not by all the time missed.
      const seconds = Math.min(Math.max(now - last, 0), MAX_STEP_MS) / 1000;
      position = Math.min(range, position + (range / speakingSeconds) * seconds);
      last = now;
      element.scrollTop = position;
      frame = view.requestAnimationFrame(step);
    };
    frame = view.requestAnimationFrame(step);
    return () => view.cancelAnimationFrame(frame);
  }, [running, text, wordsPerMinute]);

  return (
    <section
      ref={box}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling script must be reachable by keyboard
      tabIndex={0}
      style={{
        overflowY: 'auto',
        fontSize: 28,
        lineHeight: 1.4,
        fontWeight: 600,
        fontFamily: 'system-ui, sans-serif',
        ...style,
      }}
    >
      <p style={{ margin: 0 }}>{text}</p>
      {/* Room below the text, a line short of the box, lets the last line scroll up to the top, where it is read. */}
      <div aria-hidden style={{ height: 'calc(100% - 1.4em)' }} />
    </section>
  );
}
