import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakeReply = { status?: number; headers?: Record<string, string>; body?: unknown };

/**
 * A stand-in for LinkedIn, Reddit or the Inroad server on loopback: it records every request and answers with
 * what the test's handler returns (JSON for objects, text for strings).
 */
export async function startFakeServer(handler: (request: RecordedRequest) => FakeReply | Promise<FakeReply>) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const reply = await handler(recorded);
    const isText = typeof reply.body === 'string' || reply.body === undefined;
    res.writeHead(reply.status ?? 200, {
      'content-type': isText ? 'text/plain' : 'application/json',
      ...reply.headers,
    });
    res.end(isText ? ((reply.body as string | undefined) ?? '') : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
