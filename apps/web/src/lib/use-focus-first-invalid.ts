import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, puts the cursor in the form's first field marked invalid, which scrolls it into view: in
 * a long dialog the field's message may sit far above the Save button that was pressed, and nothing would seem to
 * happen. Call `refused()` when validation stops a submit.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(): { formRef: RefObject<T | null>; refused: () => void } {
  const formRef = useRef<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, refused: () => setAttempt((n) => n + 1) };
}
