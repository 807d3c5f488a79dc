import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Hunter's email-finder API on loopback for tests: records each request's query, answers what the test says. */
/** `until`: the answer waits for it (a lookup the test lets answer after another). */
export type FakeHunterReply = { status?: number; body?: unknown; delayMs?: number; until?: Promise<void> };
export type FakeHunterHandler = (query: URLSearchParams, path: string) => FakeHunterReply;

export interface FakeHunterServer {
  baseUrl: string;
  requests: Array<{ path: string; query: URLSearchParams }>;
  setHandler(handler: FakeHunterHandler): void;
  close(): Promise<void>;
}

/** An answer in Hunter's shape for a found address. */
export function hunterFound(
  email: string,
  verification: 'valid' | 'accept_all' | 'unknown' = 'valid',
): FakeHunterReply {
  return { body: { data: { email, score: 91, verification: { date: '2025-01-01', status: verification } }, meta: {} } };
}

export async function startFakeHunter(): Promise<FakeHunterServer> {
  const requests: FakeHunterServer['requests'] = [];
  let handler: FakeHunterHandler = () => ({ status: 404, body: { errors: [{ id: 'not_found' }] } });
  const server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams });
    const reply = handler(url.searchParams, url.pathname);
    const answer = () => {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    };
    void (reply.until ?? Promise.resolve()).then(() => setTimeout(answer, reply.delayMs ?? 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
