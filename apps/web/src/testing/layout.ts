import { afterEach, beforeEach } from 'vitest';

/**
 * happy-dom lays nothing out, so every element measures 0×0 and a virtual list would render no rows. Call at the
 * top of a test file to give elements a viewport-sized client box in each of its tests.
 */
export function withElementSize(width = 800, height = 900): void {
  const proto = HTMLElement.prototype;
  const original = {
    width: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
    height: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
  };
  beforeEach(() => {
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  });
  afterEach(() => {
    if (original.width) Object.defineProperty(proto, 'clientWidth', original.width);
    else Reflect.deleteProperty(proto, 'clientWidth');
    if (original.height) Object.defineProperty(proto, 'clientHeight', original.height);
    else Reflect.deleteProperty(proto, 'clientHeight');
  });
}
