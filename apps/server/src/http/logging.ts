import type { FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** Query parameters whose values are secrets and never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|email)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-sessiontoken"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: FastifyRequest) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      },
    },
    destination ?? pino.destination(1),
  );
}
