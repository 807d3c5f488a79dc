import pino from 'pino';

/** The part of a writable stream the log needs: where lines go and whether a person is reading them. */
export type LogOutput = { write(chunk: string): unknown; isTTY?: boolean };

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line has or that say nothing to a person at a terminal. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'v', 'req', 'res', 'err', 'reqId']);

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

function formatTime(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 19);
}

type Entry = Record<string, unknown> & {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { message?: string; stack?: string };
};

/**
 * One JSON log record as a line a person can read: time, level, message, then the remaining fields.
 * Multi-line messages keep their line breaks, so a sign-in link printed by the log mailer stands on a
 * line of its own and copies cleanly.
 */
export function formatLogLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const parts = [formatTime(entry.time), level];
  if (entry.req?.method) parts.push(`${entry.req.method} ${entry.req.url ?? ''}`.trim());
  if (typeof entry.res?.statusCode === 'number') parts.push(String(entry.res.statusCode));
  if (typeof entry.msg === 'string' && entry.msg !== '') parts.push(entry.msg);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  let line = [...parts, ...fields].join(' ');
  if (entry.err) line += `\n${entry.err.stack ?? entry.err.message ?? JSON.stringify(entry.err)}`;
  return `${line}\n`;
}

/** Readable lines when a person watches the terminal; JSON, one record a line, for log collectors. */
export function createLogDestination(output: LogOutput = process.stdout): pino.DestinationStream {
  if (!output.isTTY) {
    return output === process.stdout ? pino.destination(1) : { write: (chunk) => void output.write(chunk) };
  }
  return {
    write(chunk: string) {
      for (const record of chunk.split('\n')) {
        if (record.trim() !== '') output.write(formatLogLine(record));
      }
    },
  };
}
