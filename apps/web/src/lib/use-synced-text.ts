import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Text typed into a box whose value is also kept in the URL. The box shows what is typed at once; the URL
 * renders each write a moment later, so a value coming back from the URL replaces the text only when it is not
 * one of this box's own writes (a reset, Back, a link).
 */
export function useSyncedText(urlValue: string) {
  const [text, setText] = useState(urlValue);
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const index = pending.current.indexOf(urlValue);
    if (index >= 0) {
      pending.current.splice(0, index + 1);
      return;
    }
    pending.current = [];
    setText(urlValue);
  }, [urlValue]);

  /** Call with each value written to the URL. */
  const markWritten = useCallback(
    (value: string) => {
      if (value !== urlValue || pending.current.length > 0) pending.current.push(value);
    },
    [urlValue],
  );

  return { text, setText, markWritten };
}
