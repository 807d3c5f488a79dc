import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScriptWindow } from './script-window.tsx';

describe('the popped-out script', () => {
  it('scrolls on its own window’s frames, and only a frame’s worth after a pause', () => {
    // A same-origin window of its own stands in for the pop-up.
    const frame = document.createElement('iframe');
    frame.srcdoc = '<!doctype html><html><body></body></html>';
    document.body.append(frame);
    try {
      const popup = frame.contentWindow;
      if (!popup) throw new Error('The stand-in window did not open');
      const frames: FrameRequestCallback[] = [];
      vi.spyOn(popup, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      const view = render(
        // Seven words at 140 a minute: the section is spoken in 3 s.
        <ScriptWindow
          popup={popup}
          text="Forecasts slip when nobody owns the date."
          running
          wordsPerMinute={140}
          onClosed={() => undefined}
        />,
      );
      const script = popup.document.querySelector<HTMLElement>('[aria-label="Script"]');
      if (!script) throw new Error('The script is not in the pop-up');
      Object.defineProperty(script, 'scrollHeight', { value: 1000, configurable: true });
      Object.defineProperty(script, 'clientHeight', { value: 100, configurable: true });
      expect(frames).toHaveLength(1);

      // The studio's tab was hidden for a minute: the next frame moves 100 ms of the 3 s (900 px), not to the end.
      frames[0]?.(popup.performance.now() + 60_000);
      expect(script.scrollTop).toBeCloseTo(30);
      expect(frames).toHaveLength(2);
      view.unmount();
    } finally {
      frame.remove();
    }
  });
});
