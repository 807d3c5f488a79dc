import {
  createExtensionSession as createExtensionSessionEndpoint,
  getLoginLink,
  logout,
  SESSION_COOKIE,
} from '@inroad/contracts/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { isLocalHost } from '../../http/local-host.ts';
import { authedRoute, publicRoute } from '../../http/route.ts';
import { isSecureRequest } from '../../http/secure-request.ts';
import { createExtensionSession, requestLoginLink, revokeSession } from './auth.service.ts';
import { markLinkRequested } from './link-requested-here.ts';
import { registerLoginLinkRoutes } from './login-link.routes.ts';

/** A Host header of a name or address and an optional port, nothing else (no user info, path or scheme). */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/**
 * The origin links in e-mails point to: PUBLIC_URL when set; otherwise the request's own Host only when it is a
 * local host, always over http. No header a client or proxy may forge (X-Forwarded-Proto, X-Forwarded-Host) is
 * read, so a request can never send someone's sign-in link to another site.
 */
export function appUrlOf(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const host = request.headers.host ?? '';
  const match = HOST_HEADER.exec(host);
  if (match?.[1] && isLocalHost(match[1], ctx.config.localHosts)) return `http://${host.toLowerCase()}`;
  return `http://localhost:${ctx.config.port}`;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // One counter for both ways of asking for a link (the login page's request and a spent link's form). Kept in
  // this process's memory: each process counts on its own (the per-address limit is counted in the database).
  const linkLimit = app.rateLimit({ max: ctx.config.loginLinksPerClient, timeWindow: '15 minutes' });
  publicRoute(
    app,
    getLoginLink,
    async ({ query, request, reply }) => {
      await requestLoginLink({ db: ctx.db, mailer: ctx.mailer, email: query.email, appUrl: appUrlOf(ctx, request) });
      markLinkRequested(reply, query.email, isSecureRequest(request, ctx.config.publicUrl));
      return { status: 'success' as const, message: 'If the address is valid, a login link is on its way.' };
    },
    { onRequest: linkLimit },
  );

  void app.register((scope) =>
    registerLoginLinkRoutes(scope, ctx, { appUrlOf: (request) => appUrlOf(ctx, request), linkLimit }),
  );
  publicRoute(app, logout, async ({ request, reply }) => {
    if (request.sessionToken) {
      await revokeSession({ db: ctx.db, token: request.sessionToken, userId: request.userId });
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { status: 'success' as const };
  });
}

export function registerExtensionSessionRoute(app: FastifyInstance, ctx: AppContext): void {
  authedRoute(app, createExtensionSessionEndpoint, async ({ userId, request }) => {
    const parentToken = request.sessionToken ?? '';
    const token = await createExtensionSession({ db: ctx.db, userId, parentToken });
    return { status: 'success' as const, token, apiBase: `${appUrlOf(ctx, request)}/api`, userId };
  });
}
