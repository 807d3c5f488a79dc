import type { z } from 'zod';

// PostgreSQL's text holds neither NUL nor half of a UTF-16 surrogate pair, though JSON carries both ("\u0000",
// "\ud800"): such a string fails its whole statement. A person's input is refused, naming the field; what the
// networks send is cleaned, so one odd post does not fail its batch.

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The index of the first NUL or unpaired surrogate in the text, or -1. */
function firstUnsafeIndex(text: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0 || isLow(code)) return i;
    if (isHigh(code)) {
      if (!isLow(text.charCodeAt(i + 1))) return i;
      i++;
    }
  }
  return -1;
}

function stripText(text: string): string {
  let index = firstUnsafeIndex(text);
  if (index === -1) return text;
  let out = '';
  let start = 0;
  while (index !== -1) {
    out += text.slice(start, index);
    start = index + 1;
    index = firstUnsafeIndex(text, start);
  }
  return out + text.slice(start);
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The path of the first string (or object key) holding a NUL or an unpaired surrogate, or null. */
export function findUnsafeText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return firstUnsafeIndex(value) === -1 ? null : path;
  if (!isPlainContainer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (firstUnsafeIndex(key) !== -1) return [...path, key];
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A copy with every NUL and unpaired surrogate removed from strings and keys (data from the networks). */
export function stripUnsafeText<T>(value: T): T {
  if (typeof value === 'string') return stripText(value) as T;
  if (!isPlainContainer(value) || findUnsafeText(value) === null) return value;
  if (Array.isArray(value)) return value.map((item) => stripUnsafeText(item)) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripText(k), stripUnsafeText(v)])) as T;
}

/** A refinement that refuses unsafe text anywhere in the value, naming its field. */
export function refuseUnsafeText(value: unknown, ctx: z.RefinementCtx): void {
  const path = findUnsafeText(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
}
