import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for everything served, with a strict Content-Security-Policy: the SPA runs only
 * its own scripts; post media from the networks' CDNs may load as images, video and embedded PDFs.
 * `mediaOrigins` (the S3 bucket's) may also be uploaded to and read from, over plain HTTP too.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { mediaOrigins?: string[] } = {},
): Promise<void> {
  const media = options.mediaOrigins ?? [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes a few style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...media],
        mediaSrc: ["'self'", 'blob:', 'https:', ...media],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", ...media],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Mutations must be JSON: with no form or text parser registered, a cross-site form post
 * cannot reach a handler (415), which is the CSRF defence alongside SameSite cookies.
 */
export function requireJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['text/plain']);
}
