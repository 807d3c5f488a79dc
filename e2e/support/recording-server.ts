import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The HTTP side shared by the fake networks of the browser journeys: records every request, answers it with
// CORS headers the extension's requests need, and serialises JSON bodies.

export type RecordedRequest = {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startRecordingServer(
  answer: (request: RecordedRequest) => Reply,
  /** Runs after a request is recorded and before it is answered (a fake may hold requests back here). */
  beforeAnswer?: (request: RecordedRequest) => Promise<void>,
  /** A fixed port (the one the run's extension build points at); 0: any free port. */
  port = 0,
) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: await readBody(req),
    };
    requests.push(request);
    await beforeAnswer?.(request);
    const reply = answer(request);
    const headers: Record<string, string> = {
      'access-control-allow-origin': String(req.headers.origin ?? '*'),
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
      'access-control-expose-headers': 'x-restli-id',
      ...reply.headers,
    };
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers).end();
      return;
    }
    res.writeHead(reply.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    /** Requests whose method matches and whose path starts with `pathStart`. */
    sent(method: string, pathStart: string) {
      return requests.filter((r) => r.method === method && r.path.startsWith(pathStart));
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
