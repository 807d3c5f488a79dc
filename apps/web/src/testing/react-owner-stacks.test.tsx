import { expect, it } from 'vitest';

// setup.ts calls skipReactOwnerStacks() before every web test file.
it('creates elements without a stack trace of their own', () => {
  const first = (<span />) as unknown as { _debugStack: unknown };
  const second = (<b />) as unknown as { _debugStack: unknown };
  expect(first._debugStack).toBeInstanceOf(Error);
  expect(second._debugStack).toBe(first._debugStack);
});
