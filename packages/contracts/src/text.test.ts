import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, refuseUnsafeText, stripUnsafeText, UNSAFE_TEXT_MESSAGE } from './text.ts';

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
