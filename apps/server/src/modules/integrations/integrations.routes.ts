import {
  deleteIntegration,
  listIntegrations,
  OAUTH_FAILURE,
  OAuthStartQuery,
  oauthCallbackPath,
  Platform,
} from '@inroad/contracts/integrations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { NEVER_SHED } from '../../http/load-shedding.ts';
import { authedRoute } from '../../http/route.ts';
import { isSecureRequest } from '../../http/secure-request.ts';
import { requireUser } from '../../http/session.ts';
import * as service from './integrations.service.ts';

const COOKIE_PATH = '/api/integrations/oauth';

/** Where the network sends the browser back to: PUBLIC_URL when set, else the address the browser used. */
function redirectUri(ctx: AppContext, request: FastifyRequest, platform: Platform): string {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}${oauthCallbackPath(platform)}`;
}

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** Long enough for a network's own description of a refusal; a cookie holds about 4 KB. */
const FAILURE_MESSAGE_MAX = 500;

/**
 * A browser is sent back to the screen, the reason in a short-lived cookie the screen reads (OAUTH_FAILURE); an API
 * client gets the 4xx.
 */
function refuse(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof AppError && error.status < 500 && wantsPage(request)) {
    // Cut by code points: half a surrogate pair would make the cookie's encoding throw.
    const message = Array.from(error.message).slice(0, FAILURE_MESSAGE_MAX).join('');
    reply.setCookie(OAUTH_FAILURE.cookie, message, {
      path: OAUTH_FAILURE.path,
      // The screen's script reads it; it holds nothing secret.
      httpOnly: false,
      sameSite: 'lax',
      secure: isSecureRequest(request, ctx.config.publicUrl),
      maxAge: 60,
    });
    return reply.redirect(OAUTH_FAILURE.redirect, 303);
  }
  throw error;
}

export function registerIntegrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  authedRoute(app, listIntegrations, ({ userId }) => service.listIntegrations(ctx, userId));
  authedRoute(app, deleteIntegration, async ({ userId, body }) => {
    await service.removeIntegration(ctx, userId, body.id);
    return { status: 'success' as const };
  });

  app.get('/integrations/oauth/start', { config: NEVER_SHED, schema: { hide: true } }, async (request, reply) => {
    try {
      const userId = requireUser(request);
      const parsed = OAuthStartQuery.safeParse(request.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError('BAD_REQUEST', `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'is invalid'}`);
      }
      const { type, name, id } = parsed.data;
      const started = await service.startAuthorization(ctx, {
        userId,
        platform: type,
        name,
        reconnectId: id,
        redirectUri: redirectUri(ctx, request, type),
      });
      reply.setCookie(service.OAUTH_COOKIE, started.cookie, {
        path: COOKIE_PATH,
        httpOnly: true,
        // Lax: the network's redirect back is a top-level GET, which carries it.
        sameSite: 'lax',
        secure: isSecureRequest(request, ctx.config.publicUrl),
        maxAge: 15 * 60,
      });
      return reply.redirect(started.url, 302);
    } catch (error) {
      return refuse(ctx, request, reply, error);
    }
  });

  app.get<{ Params: { platform: string }; Querystring: Record<string, string> }>(
    '/integrations/oauth/callback/:platform',
    { config: NEVER_SHED, schema: { hide: true } },
    async (request, reply) => {
      try {
        const userId = requireUser(request);
        const platform = Platform.safeParse(request.params.platform);
        if (!platform.success) throw new AppError('NOT_FOUND', 'No such network');
        const query = request.query;
        const integration = await service.completeAuthorization(ctx, {
          userId,
          platform: platform.data,
          cookie: request.cookies[service.OAUTH_COOKIE],
          query: { code: query.code, state: query.state, error: query.error },
          redirectUri: redirectUri(ctx, request, platform.data),
        });
        reply.clearCookie(service.OAUTH_COOKIE, { path: COOKIE_PATH });
        ctx.logger.info({ integrationId: integration.id, platform: integration.platform }, 'integration connected');
        if (!wantsPage(request)) return reply.send({ status: 'success', id: integration.id });
        return reply.redirect(`/integrations?connected=${integration.platform}`, 303);
      } catch (error) {
        return refuse(ctx, request, reply, error);
      }
    },
  );
}
