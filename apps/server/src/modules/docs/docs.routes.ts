import type { FastifyInstance } from 'fastify';

type OpenApiDocument = { paths?: Record<string, Record<string, { summary?: string }>> };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The OpenAPI document generated from the contracts, as JSON and as a plain readable page. */
export function registerDocsRoutes(app: FastifyInstance): void {
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    const doc = app.swagger() as OpenApiDocument;
    const rows = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td></tr>`,
      ),
    );
    return reply.type('text/html; charset=utf-8').send(
      // The browser's own colours in the reader's scheme: a page read at night is not white.
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light dark">` +
        `<title>Inroad API</title></head>` +
        `<body style="font-family:sans-serif;margin:2rem"><h1>Inroad API</h1>` +
        `<p>Every path is under <code>/api</code>. Machine-readable: <a href="/api/docs/json">OpenAPI JSON</a>.</p>` +
        `<table cellpadding="6" style="border-collapse:collapse">${rows.join('')}</table></body></html>`,
    );
  });
}
