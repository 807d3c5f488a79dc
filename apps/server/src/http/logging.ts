import type { FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** Query parameters whose values are secrets and never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|email)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-sessiontoken"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: FastifyRequest) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        err: serializeError,
      },
      hooks: {
        // A line logged with an error and no message of its own takes the error's message: the scrubbed one.
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
          if (rest.length > 0 || !(error instanceof Error)) return method.apply(this, args);
          const { message } = serializeError(error) as { message: string };
          return method.apply(this, [first instanceof Error ? { err: first } : first, message] as Parameters<
            typeof method
          >);
        },
      },
    },
    destination ?? pino.destination(1),
  );
}

/** Fields of an error (pg, PGlite, Fastify, the app's own) that name what failed without holding any data. */
const SAFE_ERROR_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'statusCode', 'status'];

/** 'insert into "posts"', 'select … from "users"': which statement failed, never its text or bound values. */
function statementOf(query: string): string {
  const verb = query.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? 'query';
  const table = query.match(/\b(?:from|into|update)\s+("[^"]+"|\w+)/i)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** A database's own message may quote the value it refused (invalid input syntax for type uuid: "…"). */
function scrubMessage(message: string): string {
  return message.replace(/(: |=)(["(]).*$/s, '$1$2[redacted]');
}

/**
 * Errors reach the log without the data they carry: a failed query keeps its statement and the database's error
 * code, never the SQL's bound parameters (post contents, e-mail addresses) nor the database's detail line
 * (Key (email)=(…) already exists).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubMessage(error) : error;
  const fields = error as Error & Record<string, unknown>;
  const isQuery = typeof fields.query === 'string' && 'params' in fields;
  const message = isQuery ? `Failed query: ${statementOf(fields.query as string)}` : scrubMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of SAFE_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
