import type { FastifyInstance } from 'fastify';
import { avatarSvg, documentPdf, grayWebm, pictureSvg } from './demo-media.ts';

export const DEMO_MEDIA_PREFIX = '/demo-media';
const NAME = /^[\w.-]{1,120}$/;
const DAY_SECONDS = 86_400;

/** "q3-pipeline-review" → "Q3 pipeline review". */
function captionOf(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Serves the demo workspace's placeholder media (see demo-media.ts) under /demo-media: generated from the file
 * name, so nothing is stored and nothing comes from another site.
 */
export function registerDemoMediaRoutes(app: FastifyInstance): void {
  const webm = grayWebm();
  app.get<{ Params: { kind: string; name: string } }>(`${DEMO_MEDIA_PREFIX}/:kind/:name`, async (request, reply) => {
    const { kind, name } = request.params;
    if (!NAME.test(name)) return reply.status(404).send({ status: 'error', message: 'Not found', code: 'NOT_FOUND' });
    reply.header('Cache-Control', `public, max-age=${DAY_SECONDS}`);
    if (kind === 'avatar' && name.endsWith('.svg')) {
      return reply.type('image/svg+xml').send(avatarSvg(captionOf(name)));
    }
    if (kind === 'image' && name.endsWith('.svg')) {
      return reply.type('image/svg+xml').send(pictureSvg(captionOf(name), 'Demo image'));
    }
    // Carousel slides: <deck>.<number>.svg
    const slide = /^(.+)\.(\d{1,3})\.svg$/.exec(name);
    if (kind === 'slide' && slide) {
      return reply.type('image/svg+xml').send(pictureSvg(captionOf(slide[1] ?? ''), `Slide ${slide[2]}`));
    }
    if (kind === 'document' && name.endsWith('.pdf')) {
      const title = captionOf(name);
      // The document viewer embeds it in a frame of the app itself.
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'self'");
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      return reply
        .type('application/pdf')
        .send(documentPdf(title, ['The problem', 'What we tried', 'What worked', 'Numbers', 'Next steps']));
    }
    if (kind === 'video' && name.endsWith('.webm')) return reply.type('video/webm').send(webm);
    return reply.status(404).send({ status: 'error', message: 'Not found', code: 'NOT_FOUND' });
  });
}
