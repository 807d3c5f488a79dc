import http from 'node:http';

/** The part of fetch the API tests use: a string body (or none), headers as a plain object, no redirects followed. */
export type TestFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** Answers that carry no body, whatever the server sends (fetch's Response refuses one for them). */
const NO_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch over node:http with kept-alive connections, for the API tests' many small requests to their own server:
 * node's fetch costs several times the CPU of node:http per request (measured: about 1 ms against 0.2 ms for a small
 * JSON answer on loopback). Like fetch with `redirect: 'manual'`, it answers a redirect as sent, and it sends no
 * Accept-Encoding unless told to (so answers come uncompressed). An answer that arrives while the body is still being
 * sent (a 413 to a body past the limit) is read and handed back even when the server then closes the connection.
 * `close()` ends the kept connections.
 */
export function keptAliveFetch(): { fetch: TestFetch; close(): void } {
  const agent = new http.Agent({ keepAlive: true });
  const fetch: TestFetch = (url, init = {}) =>
    new Promise((resolve, reject) => {
      if (init.redirect && init.redirect !== 'manual') {
        reject(new Error(`keptAliveFetch follows no redirects (asked: ${init.redirect})`));
        return;
      }
      const body = requestBody(init.body);
      const method = (init.method ?? 'GET').toUpperCase();
      const headers: Record<string, string | number> = Object.fromEntries(new Headers(init.headers).entries());
      // Framed by its length, as fetch does: for DELETE (and GET) node:http would otherwise send a body unframed,
      // ending it by closing the connection, and on a kept connection the server would read it as the next request.
      if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
      const request = http.request(new URL(url), { method, headers, agent, signal: init.signal ?? undefined });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answerHeaders = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            answerHeaders.append(response.rawHeaders[i] as string, response.rawHeaders[i + 1] as string);
          }
          const status = response.statusCode ?? 0;
          const noBody = NO_BODY_STATUSES.has(status) || method === 'HEAD';
          resolve(
            new Response(noBody ? null : Buffer.concat(chunks), {
              status,
              statusText: response.statusMessage,
              headers: answerHeaders,
            }),
          );
        });
      });
      request.on('error', (error) => {
        // Writing the rest of a refused body fails once the server closes; its answer is being read.
        if (!answered) reject(error);
      });
      request.end(body);
    });
  return { fetch, close: () => agent.destroy() };
}

function requestBody(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  throw new Error('keptAliveFetch sends only string and byte bodies');
}
