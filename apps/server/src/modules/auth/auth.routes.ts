import { isIP } from 'node:net';
import {
  createExtensionSession as createExtensionSessionEndpoint,
  getLoginLink,
  logout,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
  VerifyLoginQuery,
} from '@inroad/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authedRoute, publicRoute } from '../../http/route.ts';
import {
  createExtensionSession,
  type LinkRejection,
  requestLoginLink,
  revokeSession,
  signInWithLink,
} from './auth.service.ts';

export const INBOX_PATH = '/posts?view=priority&dateRange=1';

export function isLocalHost(hostname: string, extraHosts: string[]): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1' || extraHosts.includes(host)) return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * The origin links in e-mails point to. PUBLIC_URL when set; otherwise the request's own origin only
 * for local hosts, because a forged Host header must never send someone's sign-in link elsewhere.
 */
function appUrlOf(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const hostHeader = request.headers.host ?? '';
  const hostname = hostHeader.replace(/:\d+$/, '');
  if (hostHeader && isLocalHost(hostname, ctx.config.localHosts)) return `${request.protocol}://${hostHeader}`;
  return `http://localhost:${ctx.config.port}`;
}

function isSecure(ctx: AppContext, request: FastifyRequest): boolean {
  return request.protocol === 'https' || Boolean(ctx.config.publicUrl?.startsWith('https://'));
}

const REJECTION_TEXT: Record<LinkRejection, string> = {
  expired: 'This login link has expired. Request a new one.',
  used: 'This login link was already used. Request a new one.',
  invalid: 'This login link is not valid. Request a new one.',
};

function answerRejectedLink(request: FastifyRequest, reply: FastifyReply, reason: LinkRejection) {
  const message = REJECTION_TEXT[reason];
  const wantsHtml = (request.headers.accept ?? '').includes('text/html');
  if (!wantsHtml) return reply.status(400).send({ status: 'error', message, code: 'BAD_REQUEST' });
  // A person clicked an old link: a readable page with the way back, still a 4xx for anything checking.
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inroad – sign-in link</title></head>` +
        `<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto"><h1>Inroad</h1><p>${message}</p>` +
        `<p><a href="/login?error=${reason}">Get a new login link</a></p></body></html>`,
    );
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  publicRoute(
    app,
    getLoginLink,
    async ({ query, request }) => {
      await requestLoginLink({ db: ctx.db, mailer: ctx.mailer, email: query.email, appUrl: appUrlOf(ctx, request) });
      return { status: 'success' as const, message: 'If the address is valid, a login link is on its way.' };
    },
    { config: { rateLimit: { max: ctx.config.loginLinksPerClient, timeWindow: '15 minutes' } } },
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/login/verify',
    {
      schema: {
        summary: 'The link in the e-mail: signs in, sets the cookie, redirects to the inbox',
        querystring: VerifyLoginQuery,
      },
    },
    async (request, reply) => {
      const result = await signInWithLink({ db: ctx.db, token: request.query.token });
      if (!result.ok) return answerRejectedLink(request, reply, result.reason);
      reply.setCookie(SESSION_COOKIE, result.sessionToken, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure(ctx, request),
        maxAge: SESSION_TTL_DAYS * 24 * 3600,
      });
      return reply.redirect(INBOX_PATH, 302);
    },
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
    const token = await createExtensionSession({ db: ctx.db, userId });
    return { status: 'success' as const, token, apiBase: `${appUrlOf(ctx, request)}/api` };
  });
}
