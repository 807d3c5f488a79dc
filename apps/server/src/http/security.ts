import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { AppError } from './app-error.ts';

/** Stripe.js and what it talks to, per Stripe's published Content-Security-Policy list. */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/**
 * The headers helmet sets for these options, read once at start-up: none depends on the request. @fastify/helmet
 * builds helmet's middleware again for every request (its Content-Security-Policy parsed and checked each time),
 * which was ~9% of the CPU of a request for a small static file.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    // X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers for everything served, with a strict Content-Security-Policy: the SPA runs only
 * its own scripts (and Stripe.js when billing is on); post media from the networks' CDNs may load as images,
 * video and embedded PDFs; the studio's recordings play from blob: URLs. `mediaOrigins` (the S3 bucket's) may also be uploaded to and read from, over plain HTTP too.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { stripe?: boolean; mediaOrigins?: string[] } = {},
): void {
  const stripe = options.stripe ?? false;
  const media = options.mediaOrigins ?? [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPTS : [])],
        // Mantine writes a few style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...media],
        mediaSrc: ["'self'", 'blob:', 'https:', ...media],
        // The Recording Studio's encoder (mediabunny) starts its helper workers from blob: URLs it builds itself.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'", ...(stripe ? STRIPE_CONNECT : []), ...media],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain http (a first run on localhost) HSTS would pin the host to https, which it does not serve.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * Mutations must be JSON: with no form or text parser registered, a cross-site form post
 * cannot reach a handler (415), which is the CSRF defence alongside SameSite cookies.
 */
export function requireJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['text/plain']);
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Every mutation must come from Inroad's own pages or the extension: a browser names the page that sent a request
 * in Origin (and Sec-Fetch-Site), so a cross-site one is refused whatever its body, including those with none
 * (log-out, claim). A request with neither header is no browser's cross-site request (curl, API clients with
 * x-sessiontoken) and passes.
 */
export function requireSameOrigin(app: FastifyInstance, options: { publicUrl?: string; origins: string[] }): void {
  const trusted = new Set(options.origins);
  if (options.publicUrl) trusted.add(new URL(options.publicUrl).origin);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING_METHODS.has(request.method)) return;
    const origin = headerOf(request, 'origin');
    if (origin !== undefined) {
      // The request's own origin: a cross-site request names another origin than the Host it is sent to.
      const own = `${request.protocol}://${request.host}`.toLowerCase();
      if (trusted.has(origin) || origin.toLowerCase() === own) return;
    } else {
      const site = headerOf(request, 'sec-fetch-site');
      if (site === undefined || site === 'same-origin' || site === 'none') return;
    }
    throw new AppError(
      'FORBIDDEN',
      'This request came from another site; Inroad accepts changes only from its own pages',
    );
  });
}
