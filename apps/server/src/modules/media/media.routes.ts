import { PassThrough, type Readable } from 'node:stream';
import { SESSION_HEADER } from '@inroad/contracts/auth';
import { createMediaUpload, MEDIA_READ_PATH, MEDIA_UPLOAD_PATH, MediaUploaded } from '@inroad/contracts/media';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { NEVER_SHED } from '../../http/load-shedding.ts';
import { authedRoute } from '../../http/route.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { readFromBucket } from './bucket-relay.ts';
import { parseByteRange } from './byte-range.ts';
import * as service from './media.service.ts';

const FileParams = z.object({ file: z.string().max(100) });
const SignedQuery = z.object({
  expires: z.coerce.number().int().nonnegative().optional(),
  sig: z.string().max(200).optional(),
});

function headerNumber(request: FastifyRequest, name: string): number | undefined {
  const value = request.headers[name];
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The request body as a stream of its own: when storage gives up on it (too large), the request is left to
 * be drained by the HTTP server after the answer is sent, so the client reads the 413 instead of a cut
 * connection. A client that keeps sending far past any limit has its connection closed.
 */
function detachedBody(request: FastifyRequest, hardLimit: number): Readable {
  const body = new PassThrough();
  const raw = request.raw;
  let received = 0;
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > hardLimit) raw.destroy();
  });
  raw.on('aborted', () => body.destroy(new Error('The upload was aborted')));
  raw.on('error', (error) => body.destroy(error));
  raw.pipe(body);
  return body;
}

/** Slack past the largest media limit before a still-sending client is cut off. */
const DRAIN_SLACK_BYTES = 1024 * 1024;

export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext, storage: MediaStorage): void {
  const { db } = ctx;
  const limits = ctx.config.media;

  authedRoute(app, createMediaUpload, ({ userId, body }) =>
    service.createMediaUpload({ db, storage, limits, userId, body }),
  );

  if (storage.kind === 'local') {
    const local = storage;
    // Uploads carry the file itself, not JSON: in this scope alone every content type reaches the handler unread.
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.withTypeProvider<ZodTypeProvider>().put(
        MEDIA_UPLOAD_PATH,
        {
          schema: {
            summary:
              'The upload URL handed out by POST /create/answer/media (local storage): the file as the body, with its content type; works once, until it expires',
            params: FileParams,
            querystring: SignedQuery,
            response: { 200: MediaUploaded },
          },
        },
        async (request) => {
          const { expires, sig } = request.query;
          if (expires === undefined || !sig) {
            throw new AppError('FORBIDDEN', 'This upload URL is not valid; ask for a new one');
          }
          return service.receiveUpload({
            db,
            storage: local,
            file: request.params.file,
            expires,
            signature: sig,
            contentType: request.headers['content-type'],
            contentLength: headerNumber(request, 'content-length'),
            body: detachedBody(request, Math.max(limits.maxImageBytes, limits.maxVideoBytes) + DRAIN_SLACK_BYTES),
          });
        },
      );
    });
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    MEDIA_READ_PATH,
    {
      config: NEVER_SHED,
      schema: {
        summary: "An uploaded media file, for its owner's session or with a signed link (?expires=&sig=)",
        params: FileParams,
        querystring: SignedQuery,
      },
    },
    async (request, reply) => {
      const { expires, sig } = request.query;
      const found = await service.openMedia({
        db,
        storage,
        limits,
        file: request.params.file,
        userId: request.userId,
        link: expires !== undefined && sig ? { expires, signature: sig } : undefined,
        // The session token then came in a header (the extension, API clients), which a redirect would carry on.
        relay: Boolean(request.headers[SESSION_HEADER]),
      });
      reply.header('Cache-Control', 'private, max-age=300');
      if (found.kind === 'redirect') return reply.redirect(found.url, 302);
      reply.header('Content-Type', found.contentType).header('Accept-Ranges', 'bytes');
      reply.header('Content-Disposition', 'inline');
      const range = parseByteRange(request.headers.range, found.size);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('Content-Range', `bytes */${found.size}`).send();
      }
      if (found.kind === 'relay') {
        const relayed = await readFromBucket(found.url, range);
        reply.status(relayed.status);
        if (relayed.contentRange) reply.header('Content-Range', relayed.contentRange);
        if (relayed.contentLength) reply.header('Content-Length', relayed.contentLength);
        return reply.send(relayed.body);
      }
      if (storage.kind !== 'local') throw new AppError('INTERNAL', 'Media storage cannot serve files');
      if (range) {
        reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`);
        reply.header('Content-Length', String(range.end - range.start + 1));
        return reply.send(storage.read(found.key, range));
      }
      reply.header('Content-Length', String(found.size));
      return reply.send(storage.read(found.key));
    },
  );
}
