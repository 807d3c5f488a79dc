import { describe, expect, it } from 'vitest';
import { ownValue } from './records.ts';

describe('ownValue', () => {
  const labels: Record<string, string> = { plan: 'Plan' };

  it('answers the record’s own values only, not what every object inherits', () => {
    expect(ownValue(labels, 'plan')).toBe('Plan');
    expect(ownValue(labels, 'constructor')).toBeUndefined();
    expect(ownValue(labels, 'toString')).toBeUndefined();
    expect(ownValue(labels, '__proto__')).toBeUndefined();
    expect(labels.constructor).toBe(Object);
  });
});
