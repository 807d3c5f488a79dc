import type { z } from 'zod';

// PostgreSQL's text holds neither NUL nor half of a UTF-16 surrogate pair, though JSON carries both ("\u0000",
// "\ud800"): such a string fails its whole statement. A person's input is refused, naming the field; what the
// networks send is cleaned, so one odd post does not fail its batch.

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

// Native scans: a string's own well-formedness check and indexOf run over megabytes in well under a millisecond,
// where a loop over its characters in JavaScript takes tens of milliseconds (network answers hold megabytes of text).
const UNSAFE_CHARACTERS = /\0|\p{Surrogate}/gu;

/**
 * The text cut to at most `max` UTF-16 units (the unit of a string's length and of the limits here) without
 * splitting a surrogate pair: a cut half would be an unpaired surrogate, which PostgreSQL refuses.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** Whether the text holds a NUL or an unpaired surrogate (a whole pair is one code point, never a match). */
function isUnsafe(text: string): boolean {
  return text.indexOf('\0') !== -1 || !(text as string & { isWellFormed(): boolean }).isWellFormed();
}

function stripText(text: string): string {
  return isUnsafe(text) ? text.replace(UNSAFE_CHARACTERS, '') : text;
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
 * Whether any string or key in the value holds unsafe text. One walk with a single stack and no allocation per
 * container: the common answer is "none", and it must cost little on a body of 100,000 values.
 */
function holdsUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (isUnsafe(current)) return true;
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push(current[i]);
    } else if (isPlainContainer(current)) {
      const record = current as Record<string, unknown>;
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        if (isUnsafe(key)) return true;
        stack.push(record[key]);
      }
    }
  }
  return false;
}

/**
 * The path of the first string (or object key) holding a NUL or an unpaired surrogate, in document order, or null.
 * Walks without recursion and visits each value once, allocating only per container: request bodies may nest
 * deeply and hold many values.
 */
export function findUnsafeText(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return isUnsafe(value) ? [] : null;
  // The walk that keeps track of paths runs only once there is something to name.
  if (!isPlainContainer(value) || !holdsUnsafeText(value)) return null;
  let frame: Frame | undefined = frameOf(value, undefined);
  while (frame) {
    if (frame.next >= frame.values.length) {
      frame = frame.parent;
      continue;
    }
    const index = frame.next++;
    const key = frame.keys?.[index];
    if (key !== undefined && isUnsafe(key)) return pathOf(frame);
    const child = frame.values[index];
    if (typeof child === 'string') {
      if (isUnsafe(child)) return pathOf(frame);
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

/** A container being cleaned: its keys (objects), where the walk is, and its copy once a child had to change. */
type CleanFrame = {
  source: unknown[] | Record<string, unknown>;
  keys: string[] | null;
  next: number;
  copy: unknown[] | Record<string, unknown> | null;
};

function cleanFrameOf(source: unknown[] | Record<string, unknown>): CleanFrame {
  return { source, keys: Array.isArray(source) ? null : Object.keys(source), next: 0, copy: null };
}

function childAt(frame: CleanFrame, index: number): unknown {
  return frame.keys
    ? (frame.source as Record<string, unknown>)[frame.keys[index] as string]
    : (frame.source as unknown[])[index];
}

/** Puts a child's cleaned value in the frame's copy, copying the container the first time one differs. */
function placeChild(frame: CleanFrame, index: number, cleaned: unknown): void {
  if (cleaned === childAt(frame, index)) return;
  if (!frame.copy) {
    if (Array.isArray(frame.source)) frame.copy = frame.source.slice();
    else {
      const copy: Record<string, unknown> = {};
      for (const key of frame.keys ?? []) setOwn(copy, key, frame.source[key]);
      frame.copy = copy;
    }
  }
  if (frame.keys) setOwn(frame.copy as Record<string, unknown>, frame.keys[index] as string, cleaned);
  else (frame.copy as unknown[])[index] = cleaned;
}

/** The cleaned container: the original when nothing in it changed, with its keys cleaned when one held unsafe text. */
function finishFrame(frame: CleanFrame): unknown {
  const current = frame.copy ?? frame.source;
  if (!frame.keys?.some(isUnsafe)) return current;
  const renamed: Record<string, unknown> = {};
  for (const key of frame.keys) setOwn(renamed, stripText(key), (current as Record<string, unknown>)[key]);
  return renamed;
}

/**
 * The value with every NUL and unpaired surrogate removed from strings and keys (data from the networks). Only the
 * containers on the way to a changed string are copied; clean parts are shared, and a clean value comes back as it
 * is after one fast walk. Walks without recursion, post-order, each value once.
 */
export function stripUnsafeText<T>(value: T): T {
  if (typeof value === 'string') return stripText(value) as T;
  if (!isPlainContainer(value) || !holdsUnsafeText(value)) return value;
  const frames: CleanFrame[] = [cleanFrameOf(value)];
  let finished: unknown;
  let childFinished = false;
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as CleanFrame;
    if (childFinished) {
      childFinished = false;
      placeChild(frame, frame.next - 1, finished);
    }
    const length = frame.keys ? frame.keys.length : (frame.source as unknown[]).length;
    if (frame.next < length) {
      const index = frame.next++;
      const child = childAt(frame, index);
      if (typeof child === 'string') placeChild(frame, index, stripText(child));
      else if (isPlainContainer(child)) frames.push(cleanFrameOf(child));
      continue;
    }
    frames.pop();
    finished = finishFrame(frame);
    childFinished = true;
  }
  return finished as T;
}

/** A refinement that refuses unsafe text anywhere in the value, naming its field. */
export function refuseUnsafeText(value: unknown, ctx: z.RefinementCtx): void {
  const path = findUnsafeText(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE });
}
