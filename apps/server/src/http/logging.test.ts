import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  return { logger, text: () => lines.join('') };
}

/** What pg and PGlite throw: the message and detail may quote the row's values. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('error logging', () => {
  it('logs a failed query by its statement and error code, never its bound parameters or detail', () => {
    const { logger, text } = capture();
    const cause = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ada.secret@example.com) already exists.',
    });
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "first_name") values ($1, $2)',
      ['ada.secret@example.com', 'A private note about Ada'],
      cause,
    );
    logger.error({ err: failed }, 'unhandled error');
    const logged = text();
    expect(logged).not.toContain('ada.secret@example.com');
    expect(logged).not.toContain('A private note about Ada');
    expect(logged).toContain('Failed query: insert \\"users\\"');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('users_email_unique');
    expect(logged).toContain('    at ');
  });

  it('drops a value the database quotes in its own message', () => {
    const { logger, text } = capture();
    const refused = databaseError('invalid input syntax for type uuid: "my secret draft"', { code: '22P02' });
    logger.warn({
      err: new DrizzleQueryError('select "id" from "posts" where "id" = $1', ['my secret draft'], refused),
    });
    const logged = text();
    expect(logged).not.toContain('my secret draft');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).toContain('Failed query: select \\"posts\\"');
  });
});
