import type { SortBy } from '@inroad/contracts/post';
import { AppError } from '../../http/app-error.ts';

/**
 * The list's keyset cursor: the sort key of the last post sent, plus the instant the first page was computed at.
 * Relevance adds a recency boost that depends on the time, so every page of one listing scores at that same
 * instant (and the date range counts back from it): the passing time cannot reorder the list between pages. The
 * stored part of a score can still change between two pages (enrichment tags a post and raises its relevance_base;
 * new engagement or followers raise its influence): a post that climbs past the cursor is on no later page, and one
 * that falls below it is sent twice. The web inbox shows a repeated post once and reads the list again when its
 * last page leaves it short of the first page's total. Opaque to clients (base64url JSON).
 */
export interface PostCursor {
  sort: SortBy;
  now: Date;
  /** The score as the database printed it (exact round trip); null for the date sort. */
  score: string | null;
  /** posted_at as the database printed it (microseconds kept). */
  postedAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

export function encodeCursor(cursor: PostCursor): string {
  const data = { v: 1, s: cursor.sort, n: cursor.now.toISOString(), k: cursor.score, p: cursor.postedAt, i: cursor.id };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

function invalid(): never {
  throw new AppError('BAD_REQUEST', 'cursor: is not a cursor from this list; start again from the first page');
}

export function decodeCursor(raw: string, sort: SortBy): PostCursor {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    invalid();
  }
  if (typeof data !== 'object' || data === null) invalid();
  const { v, s, n, k, p, i } = data as Record<string, unknown>;
  if (v !== 1 || typeof n !== 'string' || typeof p !== 'string' || typeof i !== 'string') invalid();
  if (s !== sort)
    throw new AppError('BAD_REQUEST', 'cursor: belongs to another sort order; start again from the first page');
  const now = new Date(n);
  const scored = sort !== 'date';
  if (Number.isNaN(now.getTime()) || !TIMESTAMP.test(p) || !UUID.test(i)) invalid();
  if (scored ? typeof k !== 'string' || !NUMBER.test(k) : k !== null) invalid();
  return { sort, now, score: scored ? (k as string) : null, postedAt: p, id: i };
}
