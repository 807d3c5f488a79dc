import { type RefObject, useEffect, useRef } from 'react';

const FIELDS = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';

function shownWithin(element: HTMLElement, container: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

/** The first control Tab would reach in the container: of a radio group, its checked radio, as Tab enters it. */
function firstField(container: HTMLElement): HTMLElement | null {
  const usable = (element: HTMLElement) =>
    !element.hasAttribute('disabled') && element.getAttribute('type') !== 'hidden' && shownWithin(element, container);
  for (const element of container.querySelectorAll<HTMLElement>(FIELDS)) {
    if (!usable(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name && !element.checked) {
      const radios = container.querySelectorAll<HTMLInputElement>('input[type="radio"]');
      return [...radios].find((radio) => radio.name === element.name && radio.checked && usable(radio)) ?? element;
    }
    return element;
  }
  return null;
}

/**
 * A step of a flow in a dialog replaces the one before it, and with it the button that was pressed: focus would
 * drop to the page behind the dialog. When the step changes, this puts focus on the new step's first field, or on
 * the step's container (which needs tabIndex -1) when it has none. The first step gets the dialog's own first focus.
 */
export function useStepFocus(containerRef: RefObject<HTMLElement | null>, step: string): void {
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    const container = containerRef.current;
    if (container) (firstField(container) ?? container).focus();
  }, [containerRef, step]);
}
