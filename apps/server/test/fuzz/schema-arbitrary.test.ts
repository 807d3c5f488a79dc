import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCodePoints } from './schema-arbitrary.ts';

describe('anyCodePoints', () => {
  it('generates NUL, lone surrogates and characters beyond the Basic Multilingual Plane', () => {
    const samples = fc.sample(anyCodePoints, { seed: 1, numRuns: 200 });
    expect(samples.some((text) => text.includes('\u0000'))).toBe(true);
    // A high half with no low half after it, or a low half with no high half before it.
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    expect(samples.some((text) => loneSurrogate.test(text))).toBe(true);
    expect(samples.some((text) => /[\u{10000}-\u{10ffff}]/u.test(text))).toBe(true);
    expect(samples.every((text) => [...text].length <= 40)).toBe(true);
  });
});
