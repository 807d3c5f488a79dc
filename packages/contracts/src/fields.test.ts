import { describe, expect, it } from 'vitest';
import { isStorableText, RowId, RowIdParam, textField, toStorableText } from './fields.ts';

describe('storable text', () => {
  it('refuses a NUL and a lone surrogate, keeps whole pairs', () => {
    expect(isStorableText('plain text, émoji 😀')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
    expect(isStorableText('😀'.slice(0, 1))).toBe(false);
  });

  it('trims, requires and limits text fields', () => {
    const name = textField({ max: 5, required: true });
    expect(name.parse('  abc ')).toBe('abc');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('must not be empty');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('must be at most 5 characters');
    expect(name.safeParse('a\u0000').success).toBe(false);
    expect(textField({ max: 10, trim: false }).parse(' a ')).toBe(' a ');
  });

  it('takes row ids as positive whole numbers, from text in query strings', () => {
    expect(RowId.parse(12)).toBe(12);
    for (const bad of [0, -1, 1.5, '12', 2 ** 31]) expect(RowId.safeParse(bad).success, String(bad)).toBe(false);
    expect(RowIdParam.parse('12')).toBe(12);
    expect(RowIdParam.safeParse('abc').success).toBe(false);
  });
});

describe('making model text storable', () => {
  it('drops NUL and lone surrogates, keeps whole pairs', () => {
    expect(toStorableText('a\u0000b\ud800c😀')).toBe('abc😀');
  });
});
