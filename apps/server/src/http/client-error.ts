import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@inroad/contracts/errors';

function describe(error: NodeJS.ErrnoException): { code: ErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { code: 'HEADERS_TOO_LARGE', message: 'The request’s address and headers are larger than 16 KB' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time' };
  }
  return { code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
}

/**
 * Answers a request node could not parse (no route or hook ever sees it) with the API's error body, and closes the
 * connection saying so. Fastify's own answer closes it without `Connection: close`, so a client keeping
 * connections alive sent its next request into a closed socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // Reset by the client, or already closed: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = describe(error);
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ status: 'error', message, code } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
