import { jsonShapeProblem, NETWORK_JSON_VALUES_MAX, POSTS_PER_CALL_MAX } from '@inroad/contracts/json-limits';
import { clipText } from '@inroad/contracts/text';
import { AppError } from '../../http/app-error.ts';

// Reading untyped network JSON without trusting its shape: every accessor answers undefined for anything unexpected,
// so a field LinkedIn or Reddit adds, drops or renames never throws. Every walk is iterative and bounded: an answer
// may nest deeply or hold many values (the request's limits in contracts/json-limits.ts cap both).

export type Json = Record<string, unknown>;

/** A network answer as the extension saw it. */
export type NetworkAnswer = {
  /** The HTTP status; undefined when only the body is known (then it counts as 200). */
  httpStatus?: number;
  body?: unknown;
  /** Where a redirect pointed. */
  location?: string;
};

/**
 * Raised when rawData is not the kind of answer a formatter reads (400), or is more than one call may hand it (413);
 * the message names what is wrong. It is an AppError, so wherever it is raised (classifying or parsing) the caller
 * gets that answer, never a 500.
 */
export class RawDataError extends AppError {
  constructor(message: string, status: 400 | 413 = 400) {
    super(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message);
    this.name = 'RawDataError';
  }
}

/** The answer holds more posts than one call reads: the extension sends a page at a time. */
export function tooManyPosts(found: number): RawDataError {
  return new RawDataError(`rawData: holds ${found} posts; at most ${POSTS_PER_CALL_MAX} per call`, 413);
}

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Json | undefined {
  return isRecord(value) ? value : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A non-empty string after trimming; a sample converted from Python writes absent values as "None". */
export function str(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'None' ? undefined : trimmed;
}

/** A finite number, also from a numeric string. */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export function count(value: unknown): number | undefined {
  const n = num(value);
  return n === undefined || n < 0 ? undefined : Math.floor(n);
}

/** Follows a path of keys; array indexes are numbers. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[key];
    } else {
      if (!isRecord(current)) return undefined;
      current = current[key];
    }
  }
  return current;
}

/** URNs and type names are short; a longer string is no URN, and is never handed to a pattern that scans it again. */
export const URN_MAX = 1000;

/** A string that may be a URN (or a $type): trimmed, non-empty and at most URN_MAX characters. */
export function urnText(value: unknown): string | undefined {
  const text = str(value);
  return text !== undefined && text.length <= URN_MAX ? text : undefined;
}

/** Levels of {text: {text: …}} followed before giving up. */
const TEXT_NESTING_MAX = 5;

/** The text of a LinkedIn TextViewModel ({text: "…"} or {text: {text: "…"}}) or of a plain string. */
export function textOf(value: unknown): string | undefined {
  let current = value;
  for (let level = 0; level <= TEXT_NESTING_MAX; level++) {
    if (typeof current === 'string') return str(current);
    if (!isRecord(current)) return undefined;
    const inner = current.text;
    if (typeof inner === 'string') return str(inner);
    current = inner;
  }
  return undefined;
}

export const URL_MAX = 2048;

/** An http(s) URL the post contract accepts, else undefined; `&amp;` left by HTML-escaping answers is undone. */
export function safeUrl(value: unknown, base?: string): string | undefined {
  const raw = str(value);
  if (!raw) return undefined;
  try {
    const url = new URL(raw.replaceAll('&amp;', '&'), base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    const href = url.href;
    return href.length <= URL_MAX ? href : undefined;
  } catch {
    return undefined;
  }
}

/** The URL without query and fragment (LinkedIn appends tracking parameters to profile links). */
export function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

export function clip(value: string | undefined, max: number): string | undefined {
  return value === undefined ? undefined : clipText(value, max);
}

/** Walks a value depth-first and yields every object in it (itself included), at most `limit` of them. */
export function* objectsIn(value: unknown, limit = 100_000): Generator<Json> {
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0 && seen < limit) {
    const current = stack.pop();
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push(current[i]);
    } else if (isRecord(current)) {
      seen++;
      yield current;
      const values = Object.values(current);
      for (let i = values.length - 1; i >= 0; i--) stack.push(values[i]);
    }
  }
}

/**
 * The strings in a value (for finding URNs wherever a shape keeps them), looking at no more than `budget` values:
 * the value may be an entity many posts share, and each post's look must stay small.
 */
export function stringsIn(value: unknown, budget = 5_000): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  let seen = 0;
  while (stack.length > 0 && seen < budget) {
    const current = stack.pop();
    seen++;
    if (typeof current === 'string') out.push(current);
    else if (Array.isArray(current) || isRecord(current)) {
      // Pushed one by one: spreading a wide array into push() overflows the call stack.
      const children = Array.isArray(current) ? current : Object.values(current);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return out;
}

/**
 * Parses a string body that should have been JSON (the extension may pass text through). What it holds meets the
 * same depth and size limits as a body sent as JSON.
 */
export function jsonBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const trimmed = raw.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed) as unknown;
  } catch {
    return raw;
  }
  const problem = jsonShapeProblem(parsed, { valuesMax: NETWORK_JSON_VALUES_MAX, field: 'rawData' });
  if (problem) throw new RawDataError(problem.message, problem.status);
  return parsed;
}
