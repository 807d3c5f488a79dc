import { describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logging.ts';
import { createLogMailer } from '../mail/mailer.ts';
import { createLogDestination, formatLogLine } from './terminal-stream.ts';

function captureOutput(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (chunk: string) => chunks.push(chunk), text: () => chunks.join('') };
}

const link = 'http://localhost:3000/api/login/verify?token=abc123def456';

async function printLoginMail(isTTY: boolean): Promise<string> {
  const output = captureOutput(isTTY);
  const logger = createLogger('info', createLogDestination(output));
  // Shaped like the sign-in mail: the link alone on a line between sentences.
  await createLogMailer(logger).send({
    to: 'ada@example.test',
    subject: 'Your Inroad sign-in link',
    text: ['Sign in to Inroad', '', 'Open this link to sign in:', link, '', 'The link works once.'].join('\n'),
    html: `<p><a href="${link}">Sign in to Inroad</a></p>`,
  });
  return output.text();
}

describe('the server log', () => {
  it('prints readable lines on a terminal, the sign-in link on a line of its own', async () => {
    const text = await printLoginMail(true);
    expect(text.trimStart().startsWith('{')).toBe(false);
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}Mail to ada@example.test/);
    expect(text.split('\n')).toContain(link);
  });

  it('prints one JSON record a line when the output is not a terminal', async () => {
    const text = await printLoginMail(false);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0] ?? '') as { level: number; msg: string };
    expect(record.level).toBe(30);
    expect(record.msg).toContain(`\n${link}\n`);
  });

  it('shows requests, extra fields and errors in a line a person can scan', () => {
    const request = formatLogLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 0, 1, 9, 5, 7),
        pid: 1,
        hostname: 'h',
        reqId: 'req-1',
        req: { method: 'GET', url: '/api/post' },
        res: { statusCode: 200 },
        responseTime: 4.2,
        msg: 'request completed',
      }),
    );
    expect(request).toBe('09:05:07 INFO  GET /api/post 200 request completed responseTime=4.2\n');
    const failure = formatLogLine(
      JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { message: 'x', stack: 'Error: x\n    at y' } }),
    );
    expect(failure).toBe('00:00:00 ERROR boom\nError: x\n    at y\n');
    expect(formatLogLine('not json')).toBe('not json\n');
  });
});
