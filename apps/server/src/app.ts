import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { EXTENSION_ID } from '@inroad/contracts/extension';
import {
  JSON_DEPTH_MAX,
  JSON_VALUES_MAX,
  NETWORK_JSON_VALUES_MAX,
  POSTS_PER_CALL_MAX,
} from '@inroad/contracts/json-limits';
import { FORMAT_BODY_LIMIT_BYTES } from '@inroad/contracts/network';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { AppError } from './http/app-error.ts';
import { answerClientError } from './http/client-error.ts';
import { answerFrameworkError, installErrorHandler, installJsonNotFound } from './http/error-handler.ts';
import { limitJsonBodies } from './http/json-body.ts';
import { installLoadShedding } from './http/load-shedding.ts';
import { OneLineRequestLog } from './http/request-log.ts';
import { installSecurityHeaders, requireJsonBodies, requireSameOrigin } from './http/security.ts';
import { type Drain, installDrain } from './http/shutdown.ts';
import { registerInstructionHandlers } from './instruction-handlers.ts';
import { registerAppConfigRoutes } from './modules/app-config/app-config.routes.ts';
import { closeCreateApiWhereClosed } from './modules/app-config/create-area.ts';
import { installSessionResolver } from './modules/auth/auth.guard.ts';
import { registerAuthRoutes, registerExtensionSessionRoute } from './modules/auth/auth.routes.ts';
import { registerBillingRoutes } from './modules/billing/billing.routes.ts';
import { registerContentPlanRoutes } from './modules/content-plan/content-plan.routes.ts';
import { registerCreateRoutes } from './modules/create/create.routes.ts';
import { registerDemoMediaRoutes } from './modules/demo-media/demo-media.routes.ts';
import { registerDocsRoutes } from './modules/docs/docs.routes.ts';
import { registerEmailTemplateRoutes } from './modules/email-template/email-template.routes.ts';
import { registerEngageRoutes } from './modules/engage/engage.routes.ts';
import { registerFeedRefreshRoutes } from './modules/feed-refresh/feed-refresh.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerInstructionRoutes } from './modules/instructions/instructions.routes.ts';
import { registerIntegrationRoutes } from './modules/integrations/integrations.routes.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { registerNetworkRoutes } from './modules/network/network.routes.ts';
import { registerNoticeRoutes } from './modules/notices/notices.routes.ts';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import { registerPostRoutes } from './modules/post/post.routes.ts';
import { registerPostAiRoutes } from './modules/post-ai/post-ai.routes.ts';
import { registerPostCommentRoutes } from './modules/post-comments/post-comments.routes.ts';
import { registerPostingSlotRoutes } from './modules/posting-slots/posting-slots.routes.ts';
import { registerProfileRoutes } from './modules/profile/profile.routes.ts';
import { registerPublishingRoutes } from './modules/publishing/publishing.routes.ts';
import { registerSourceRoutes } from './modules/source/source.routes.ts';
import { registerTrackerRoutes } from './modules/tracker/tracker.routes.ts';
import { registerUserRoutes } from './modules/user/user.routes.ts';
import { billingEnabled } from './platform/billing/stripe-client.ts';
import { createMediaStorage, storageOrigins } from './platform/storage/create-media-storage.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Every limit on a request's size and shape, by name: published in the OpenAPI document (info.x-limits). */
export const REQUEST_LIMITS = {
  BODY_LIMIT_BYTES,
  FORMAT_BODY_LIMIT_BYTES,
  JSON_DEPTH_MAX,
  JSON_VALUES_MAX,
  NETWORK_JSON_VALUES_MAX,
  POSTS_PER_CALL_MAX,
};

const LIMITS_DESCRIPTION = [
  'Limits on every request:',
  `- a JSON body of at most ${BODY_LIMIT_BYTES} bytes (BODY_LIMIT_BYTES), ${FORMAT_BODY_LIMIT_BYTES} for the /extension/format calls (FORMAT_BODY_LIMIT_BYTES); beyond: 413`,
  `- nested at most ${JSON_DEPTH_MAX} levels deep (JSON_DEPTH_MAX); deeper: 400`,
  `- holding at most ${JSON_VALUES_MAX} values (JSON_VALUES_MAX), ${NETWORK_JSON_VALUES_MAX} for network answers (NETWORK_JSON_VALUES_MAX); more: 413`,
  `- a formatter call reads at most ${POSTS_PER_CALL_MAX} posts (POSTS_PER_CALL_MAX); more: 413`,
  '- text holds no NUL characters or unpaired surrogates: 400 naming the field',
].join('\n');

// An OpenAPI extension (x-) field: named here, so the swagger options' type does not refuse the extra key.
const API_INFO = { title: 'Inroad API', version: '0.1.0', description: LIMITS_DESCRIPTION, 'x-limits': REQUEST_LIMITS };

export type BuildAppOptions = {
  /** False until migrations have run; the API answers 503 meanwhile (health excepted). */
  isReady?: () => boolean;
};

/** Builds the HTTP server: plugins, the error mapper, the API modules under /api, and the SPA. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const isReady = options.isReady ?? (() => true);
  registerInstructionHandlers(ctx);
  const app: FastifyInstance = Fastify({
    // Fastify's logger type is narrower than pino's; the instance is the same pino logger.
    loggerInstance: ctx.logger as FastifyBaseLogger,
    logController: new OneLineRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOf(ctx.config.trustProxy),
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // First of all hooks: while the process stops, new requests answer 503 before any other work.
  drains.set(app, installDrain(app));
  installLoadShedding(app, ctx.config.pressure);
  // gzip only: brotli's better ratio costs several times the CPU, which is what a loaded server lacks.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  requireJsonBodies(app);
  limitJsonBodies(app);
  requireSameOrigin(app, { publicUrl: ctx.config.publicUrl, origins: [`chrome-extension://${EXTENSION_ID}`] });
  installSecurityHeaders(app, { stripe: billingEnabled(ctx.config), mediaOrigins: storageOrigins(ctx.config) });
  const storage = ctx.storage ?? createMediaStorage(ctx.config);
  if (!ctx.storage) app.addHook('onClose', () => storage.close());
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Thrown to the error handler, which answers with the error body and keeps the Retry-After header.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests from this client; try again in ${context.after}`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: API_INFO,
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      installJsonNotFound(api);
      api.addHook('onRequest', async (request) => {
        if (!isReady() && !request.url.startsWith('/api/health')) {
          throw new AppError('UNAVAILABLE', 'Inroad is starting and the database is not ready yet; try again shortly', {
            retryAfterSeconds: 5,
          });
        }
      });
      closeCreateApiWhereClosed(api, ctx.config);
      installSessionResolver(api, ctx.db);
      registerHealthRoutes(api, ctx);
      registerDocsRoutes(api);
      registerAuthRoutes(api, ctx);
      registerExtensionSessionRoute(api, ctx);
      registerUserRoutes(api, ctx);
      registerSourceRoutes(api, ctx);
      registerTrackerRoutes(api, ctx);
      registerPostRoutes(api, ctx);
      registerAppConfigRoutes(api, ctx);
      registerPostAiRoutes(api, ctx);
      registerInstructionRoutes(api, ctx);
      registerEngageRoutes(api, ctx);
      registerPostCommentRoutes(api, ctx);
      registerProfileRoutes(api, ctx);
      registerEmailTemplateRoutes(api, ctx);
      registerBillingRoutes(api, ctx);
      registerNoticeRoutes(api, ctx);
      registerNetworkRoutes(api, ctx);
      registerOnboardingRoutes(api, ctx);
      registerContentPlanRoutes(api, ctx);
      registerCreateRoutes(api, ctx, storage);
      registerPostingSlotRoutes(api, ctx);
      registerMediaRoutes(api, ctx, storage);
      registerFeedRefreshRoutes(api, ctx);
      registerIntegrationRoutes(api, ctx);
      registerPublishingRoutes(api, ctx);
    },
    { prefix: '/api' },
  );

  registerDemoMediaRoutes(app);
  await serveSpa(app, ctx.config.webDist);
  return app;
}

const drains = new WeakMap<FastifyInstance, Drain>();

/** The drain of an app built by buildApp: main.ts begins it on SIGTERM. */
export function drainOf(app: FastifyInstance): Drain {
  const drain = drains.get(app);
  if (!drain) throw new Error('not an app built by buildApp');
  return drain;
}

/**
 * TRUST_PROXY for Fastify. A count of hops trusts the nearest peers whoever they are (Fastify itself treats a bare
 * number as trusting nobody), so it suits only a server that clients cannot reach except through its proxies.
 */
function trustProxyOf(setting: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** The built SPA with history fallback: every non-API GET that is not a file gets index.html. */
async function serveSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No web build at ${webDist}; only the API is served (run npm start or npm run build).`);
    installJsonNotFound(app);
    return;
  }
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // The web build writes each text file's .br and .gz forms (apps/web/build/precompress.ts): sent as they are,
    // where compressing on every request cost about 1 ms of CPU per file (a page load fetches dozens).
    preCompressed: true,
    // Set per file below; the plugin's own header would override it.
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlOf(filePath, assetsDir)),
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ status: 'error', message: 'Not found', code: 'NOT_FOUND' });
    }
    if (isMissingFile(request.url)) {
      return reply.status(404).send({ status: 'error', message: 'No such file', code: 'NOT_FOUND' });
    }
    return reply.sendFile('index.html');
  });
}

/**
 * A request for a file the build does not hold: a bundle under assets/ (one an earlier build named, asked for by a
 * page loaded before an upgrade) or a file at the root (robots.txt). Answered 404: index.html in its place is no
 * script, and the browser's module loader would report a wrong MIME type instead of a missing file. The app's own
 * routes have no dot in their first segment.
 */
function isMissingFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname.startsWith('/assets/') || /^\/[^/]*\.[^/]*$/.test(pathname);
}

const COMPRESSED_FORM = /\.(?:br|gz)$/;

/**
 * index.html names the current hashed bundles, so a browser must ask again every time (a cached one after an
 * upgrade points at bundles that no longer exist: a blank app). Vite's hashed files under assets/ never change.
 */
function cacheControlOf(filePath: string, assetsDir: string): string {
  if (filePath.startsWith(assetsDir)) return 'public, max-age=31536000, immutable';
  // The file sent may be the compressed form (index.html.br): its headers are the original's.
  if (path.basename(filePath).replace(COMPRESSED_FORM, '') === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}
