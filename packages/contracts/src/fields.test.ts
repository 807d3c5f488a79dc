import { describe, expect, it } from 'vitest';
import { optionalId, RowId, RowIdParam, textField } from './fields.ts';

describe('text fields', () => {
  it('trims, requires and limits text fields', () => {
    const name = textField({ max: 5, required: true });
    expect(name.parse('  abc ')).toBe('abc');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('must not be empty');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('must be at most 5 characters');
    expect(textField({ max: 10, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('takes a blank outside id as null, and leaves a missing one missing', () => {
    const id = optionalId(5);
    expect(id.parse(' ab ')).toBe('ab');
    expect(id.parse('   ')).toBeNull();
    expect(id.parse(null)).toBeNull();
    expect(id.parse(undefined)).toBeUndefined();
    expect(id.safeParse('abcdef').error?.issues[0]?.message).toBe('must be at most 5 characters');
  });

  it('takes row ids as positive whole numbers, from text in query strings', () => {
    expect(RowId.parse(12)).toBe(12);
    for (const bad of [0, -1, 1.5, '12', 2 ** 31]) expect(RowId.safeParse(bad).success, String(bad)).toBe(false);
    expect(RowIdParam.parse('12')).toBe(12);
    expect(RowIdParam.safeParse('abc').success).toBe(false);
  });
});
