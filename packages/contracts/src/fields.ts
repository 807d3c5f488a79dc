import { z } from 'zod';

// Field schemas shared by several contracts: text that PostgreSQL can store, and numeric row ids.

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL (\\u0000) or unpaired surrogate characters';

/** PostgreSQL stores neither a NUL nor a lone surrogate in text or jsonb; such input is refused naming its field. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Text a user types: trimmed (unless `trim: false`), at most `max` characters, storable, and when
 * `required` not blank.
 */
export function textField(options: { max: number; required?: boolean; trim?: boolean }) {
  const base =
    options.trim === false ? z.string({ error: 'must be text' }) : z.string({ error: 'must be text' }).trim();
  const checked = base
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .max(options.max, `must be at most ${options.max} characters`);
  return options.required ? checked.min(1, 'must not be empty') : checked;
}

/** The text without what PostgreSQL cannot store: for text Inroad did not get from a form (model output). */
export function toStorableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '');
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
