import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake network saw it. */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
};

export type Handler = (request: SeenRequest, response: ServerResponse) => unknown;

export const newId = (bytes = 6) => randomBytes(bytes).toString('hex');

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * The consent page of a fake network: names the app and the scopes, and its 'Allow' link sends the browser back
 * to the redirect URI with a code and the state, as the real page does after the user agrees.
 */
export function consentPage(
  response: ServerResponse,
  options: { network: string; query: URLSearchParams; code: string },
) {
  const back = new URL(options.query.get('redirect_uri') ?? 'http://invalid/');
  back.searchParams.set('code', options.code);
  back.searchParams.set('state', options.query.get('state') ?? '');
  const deny = new URL(back);
  deny.searchParams.delete('code');
  deny.searchParams.set('error', 'access_denied');
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><title>${options.network} sign-in</title></head><body>
<main><h1>Sign in to ${options.network}</h1><p>Inroad asks for: ${escapeHtml(options.query.get('scope') ?? '')}</p>
<a href="${escapeHtml(back.toString())}">Allow</a> <a href="${escapeHtml(deny.toString())}">Cancel</a></main></body></html>`);
}

/** Starts a loopback server running `handle`; every request is kept in `requests`. */
export async function startLoopback(
  handle: Handler,
): Promise<{ baseUrl: string; requests: SeenRequest[]; server: Server; close(): Promise<void> }> {
  const requests: SeenRequest[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const seen: SeenRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(seen);
    try {
      await handle(seen, response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token answer as both networks give it. */
export function tokenAnswer(access: string, refresh: string, expiresIn: number, scope: string) {
  return { access_token: access, token_type: 'bearer', expires_in: expiresIn, refresh_token: refresh, scope };
}

export const bearerOf = (request: SeenRequest) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
