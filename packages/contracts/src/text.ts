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

/** A container being walked: its keys (objects) or indexes (arrays), its values, and where the walk is in it. */
type Frame = { keys: string[] | null; values: unknown[]; next: number; parent: Frame | undefined };

/** The path to the child the frame is at (the one taken last), from the root. */
function pathOf(frame: Frame): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Frame | undefined = frame; at; at = at.parent) {
    const index = at.next - 1;
    path.push(at.keys ? (at.keys[index] as string) : index);
  }
  return path.reverse();
}

function frameOf(value: Record<string, unknown> | unknown[], parent: Frame | undefined): Frame {
  if (Array.isArray(value)) return { keys: null, values: value, next: 0, parent };
  return { keys: Object.keys(value), values: Object.values(value), next: 0, parent };
}

/**
 * The path of the first string (or object key) holding a NUL or an unpaired surrogate, in document order, or null.
 * Walks without recursion and visits each value once, allocating only per container: request bodies may nest
 * deeply and hold many values.
 */
export function findUnsafeText(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return firstUnsafeIndex(value) === -1 ? null : [];
  if (!isPlainContainer(value)) return null;
  let frame: Frame | undefined = frameOf(value, undefined);
  while (frame) {
    if (frame.next >= frame.values.length) {
      frame = frame.parent;
      continue;
    }
    const index = frame.next++;
    const key = frame.keys?.[index];
    if (key !== undefined && firstUnsafeIndex(key) !== -1) return pathOf(frame);
    const child = frame.values[index];
    if (typeof child === 'string') {
      if (firstUnsafeIndex(child) !== -1) return pathOf(frame);
    } else if (isPlainContainer(child)) {
      frame = frameOf(child, frame);
    }
  }
  return null;
}

/** Sets an own property, also for the key "__proto__" (which plain assignment would take as the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else target[key] = value;
}

/** A copy with every NUL and unpaired surrogate removed from strings and keys (data from the networks). */
export function stripUnsafeText<T>(value: T): T {
  if (typeof value === 'string') return stripText(value) as T;
  if (!isPlainContainer(value) || findUnsafeText(value) === null) return value;
  // Copied without recursion: each container is made and put in its place, then its slots are filled as the walk
  // reaches them (parallel stacks: what to copy, the copy it goes into, and under which key).
  const holder: unknown[] = [undefined];
  const sources: unknown[] = [value];
  const targets: (unknown[] | Record<string, unknown>)[] = [holder];
  const keys: (string | number)[] = [0];
  while (sources.length > 0) {
    const source = sources.pop();
    const target = targets.pop() as unknown[] | Record<string, unknown>;
    const key = keys.pop() as string | number;
    let copy: unknown = source;
    if (typeof source === 'string') copy = stripText(source);
    else if (Array.isArray(source)) {
      const items: unknown[] = new Array(source.length);
      for (let i = 0; i < source.length; i++) {
        sources.push(source[i]);
        targets.push(items);
        keys.push(i);
      }
      copy = items;
    } else if (isPlainContainer(source)) {
      const fields: Record<string, unknown> = {};
      for (const [field, item] of Object.entries(source)) {
        const cleanField = stripText(field);
        // Placed now so the copy keeps the original's key order; filled when the walk reaches it.
        setOwn(fields, cleanField, undefined);
        sources.push(item);
        targets.push(fields);
        keys.push(cleanField);
      }
      copy = fields;
    }
    if (Array.isArray(target)) target[key as number] = copy;
    else setOwn(target, key as string, copy);
  }
  return holder[0] as T;
}

/** A refinement that refuses unsafe text anywhere in the value, naming its field. */
export function refuseUnsafeText(value: unknown, ctx: z.RefinementCtx): void {
  const path = findUnsafeText(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
}
