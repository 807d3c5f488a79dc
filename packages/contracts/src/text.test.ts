import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clipText, findUnsafeText, refuseUnsafeText, stripUnsafeText, UNSAFE_TEXT_MESSAGE } from './text.ts';

describe('unsafe text', () => {
  it('finds a NUL or a lone surrogate, in values and keys, and keeps whole pairs', () => {
    expect(findUnsafeText({ a: 'plain text, émoji 😀', b: ['ok'] })).toBeNull();
    expect(findUnsafeText({ a: 'a\u0000b' })).toEqual(['a']);
    expect(findUnsafeText({ list: ['ok', 'a\ud800b'] })).toEqual(['list', 1]);
    expect(findUnsafeText({ '\udc00': 'x' })).toEqual(['\udc00']);
    expect(findUnsafeText('😀'.slice(0, 1))).toEqual([]);
  });

  it('strips them from network data, keeping whole pairs', () => {
    expect(stripUnsafeText('a\u0000b\ud800c😀')).toBe('abc😀');
    expect(stripUnsafeText({ 'k\u0000': ['x\udc00'] })).toEqual({ k: ['x'] });
  });

  it('refuses them in input, naming the field', () => {
    const body = z.object({ name: z.string() }).superRefine(refuseUnsafeText);
    const issue = body.safeParse({ name: 'a\u0000' }).error?.issues[0];
    expect(issue?.path).toEqual(['name']);
    expect(issue?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });
});

describe('clipText', () => {
  it('cuts to the limit without leaving half of a surrogate pair', () => {
    expect(clipText('abcdef', 4)).toBe('abcd');
    expect(clipText('abc', 4)).toBe('abc');
    // '🙂' is two UTF-16 units: a cut through it drops it whole.
    expect(clipText('ab🙂cd', 3)).toBe('ab');
    expect(clipText('ab🙂cd', 4)).toBe('ab🙂');
    expect(findUnsafeText(clipText('🙂'.repeat(300), 301))).toBeNull();
  });
});

describe('unsafe text in deep and wide values', () => {
  const deep = (depth: number, leaf: unknown): unknown => {
    let value = leaf;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('walks without recursion, so a value nested 20,000 levels deep neither overflows nor answers wrongly', () => {
    expect(findUnsafeText(deep(20_000, 'ok'))).toBeNull();
    expect(findUnsafeText(deep(20_000, 'a\u0000'))).toHaveLength(20_000);
    const stripped = stripUnsafeText(deep(20_000, 'a\u0000b'));
    expect(findUnsafeText(stripped)).toBeNull();
  });

  it('names the first offending field in document order, keys before their values', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }], c: '\ud800' })).toEqual(['a', 1, 'b']);
    expect(findUnsafeText({ 'k\u0000': 'v\u0000' })).toEqual(['k\u0000']);
  });

  it('keeps clean parts and a __proto__ key as plain data', () => {
    const input = JSON.parse('{"__proto__":{"x":"a\\u0000"},"ok":[1,true,null]}') as Record<string, unknown>;
    const out = stripUnsafeText(input);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'ok']);
    expect(out.ok).toEqual([1, true, null]);
  });

  it('cleans a wide value (no spread of its items onto the call stack)', () => {
    const wide = Array.from({ length: 200_000 }, (_, i) => ({ i, s: `v${i}` }));
    wide.push({ i: -1, s: 'end\u0000' });
    const out = stripUnsafeText(wide);
    expect(out).toHaveLength(200_001);
    expect(out[0]).toEqual({ i: 0, s: 'v0' });
    expect(out.at(-1)).toEqual({ i: -1, s: 'end' });
  });
});
