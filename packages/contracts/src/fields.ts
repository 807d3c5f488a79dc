import { z } from 'zod';

// Field schemas shared by several contracts: user text, and numeric row ids.

/**
 * Text a user types: trimmed (unless `trim: false`), at most `max` characters, and when `required` not blank.
 * NUL and unpaired surrogates are refused for every call at once, by `endpoint()` (see `text.ts`).
 */
export function textField(options: { max: number; required?: boolean; trim?: boolean }) {
  const base =
    options.trim === false ? z.string({ error: 'must be text' }) : z.string({ error: 'must be text' }).trim();
  const checked = base.max(options.max, `must be at most ${options.max} characters`);
  return options.required ? checked.min(1, 'must not be empty') : checked;
}

/**
 * An id another system gave (a LinkedIn member or company id), trimmed and at most `max` characters. A blank one is
 * no id: it becomes null here, so nothing behind the contract has to tell '' from a missing id.
 */
export function optionalId(max: number) {
  const typed = z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).nullable();
  // A codec, not a transform: answers are encoded through the same schema, and an id read back is already clean.
  const id = z.codec(typed, z.string().nullable(), { decode: (value) => value || null, encode: (value) => value });
  return id.optional();
}

/** Largest value of a PostgreSQL integer column. */
export const ROW_ID_MAX = 2_147_483_647;
const ID_MESSAGE = 'must be an id (a positive whole number)';

/** A row id in a JSON body: a positive whole number. */
export const RowId = z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(ROW_ID_MAX, ID_MESSAGE);

/** A row id in a query string or path, where it arrives as text. */
export const RowIdParam = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .positive(ID_MESSAGE)
  .max(ROW_ID_MAX, ID_MESSAGE);
