import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Sends raw bytes on a connection of their own and reads everything until the server closes it. */
async function sendRaw(bytes: string): Promise<{ head: string; body: string }> {
  const { hostname, port } = new URL(t.baseUrl);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => undefined);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'connect');
  socket.write(bytes);
  await once(socket, 'close');
  const [head = '', body = ''] = Buffer.concat(chunks).toString().split('\r\n\r\n');
  return { head, body };
}

describe('requests node cannot parse', () => {
  it('answers a head over 16 KB with 431 in the API error body, saying the connection closes', async () => {
    const answer = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({
      status: 'error',
      code: 'HEADERS_TOO_LARGE',
      message: 'The request’s address and headers are larger than 16 KB',
    });
  });

  it('answers bytes that are not HTTP with 400, and the server goes on serving', async () => {
    const answer = await sendRaw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
  });
});
