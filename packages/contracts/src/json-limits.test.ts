import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, jsonShapeProblem } from './json-limits.ts';

describe('JSON shape limits', () => {
  const deep = (depth: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  // A value counts once, containers included: [0, 0] holds three values and is nested one level.
  it('accepts values at the limits and names the limit a value passes', () => {
    expect(jsonShapeProblem(deep(JSON_DEPTH_MAX), { valuesMax: 1000 })).toBeNull();
    expect(jsonShapeProblem(deep(JSON_DEPTH_MAX + 1), { valuesMax: 1000 })).toEqual({
      status: 400,
      message: `body: is nested deeper than ${JSON_DEPTH_MAX} levels`,
    });
    expect(
      jsonShapeProblem(
        Array.from({ length: 999 }, () => 0),
        { valuesMax: 1000 },
      ),
    ).toBeNull();
    expect(
      jsonShapeProblem(
        Array.from({ length: 1000 }, () => 0),
        { valuesMax: 1000, field: 'rawData' },
      ),
    ).toEqual({
      status: 413,
      message: 'rawData: holds more than 1000 values',
    });
  });

  it('stops at the first limit passed, without overflowing on 100,000 levels', () => {
    expect(jsonShapeProblem(deep(100_000), { valuesMax: 1_000_000 })?.status).toBe(400);
  });
});
