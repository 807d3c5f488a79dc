import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat-completions server on loopback for tests: it records every request and
 * answers with whatever the test's handler says (a JSON answer, a status code, a broken body, a delay).
 */

export interface ChatRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: Array<{ role: string; content: unknown }>;
    response_format?: { type: string; json_schema?: { name?: string; schema?: unknown } };
    [key: string]: unknown;
  };
}

export interface FakeReply {
  status?: number;
  /** The assistant message content (usually a JSON string) wrapped in a chat completion. */
  content?: string;
  /** A raw body instead of a chat completion. */
  rawBody?: string;
  delayMs?: number;
}

export type FakeHandler = (request: ChatRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiServer {
  /** Base URL including /v1, as AI_BASE_URL would be set. */
  baseUrl: string;
  requests: ChatRequest[];
  /** Highest number of requests the server was answering at once. */
  maxInFlight: number;
  setHandler(handler: FakeHandler): void;
  /** Forgets recorded requests and the in-flight high-water mark. */
  reset(): void;
  close(): Promise<void>;
}

export function chatCompletion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAiServer(initial?: FakeHandler): Promise<FakeOpenAiServer> {
  let handler: FakeHandler = initial ?? (() => ({ status: 500, rawBody: '{"error":{"message":"no handler"}}' }));
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const requests: ChatRequest[] = [];

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    let closed = false;
    // A request the client gave up on (timeout) no longer counts as in flight.
    const done = (): void => {
      if (!closed) inFlight--;
      closed = true;
    };
    res.on('close', done);
    try {
      const text = await readBody(req);
      const request: ChatRequest = { path: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : {} };
      const index = requests.push(request) - 1;
      const reply = await handler(request, index);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (closed) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.rawBody ?? chatCompletion(reply.content ?? '{}'));
    } catch (error) {
      if (!closed) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(error) } }));
      }
    } finally {
      done();
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    setHandler(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      state.maxInFlight = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
