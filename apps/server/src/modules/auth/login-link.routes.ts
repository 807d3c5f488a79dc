import {
  NewLoginLinkBody,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
  VerifyLoginBody,
  VerifyLoginQuery,
} from '@inroad/contracts/auth';
import type { ErrorBody } from '@inroad/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { NEVER_SHED } from '../../http/load-shedding.ts';
import { isSecureRequest } from '../../http/secure-request.ts';
import { checkLoginLink, type LinkRejection, requestLoginLink, revokeSession, signInWithLink } from './auth.service.ts';
import { forgetLinkRequest, linkRequestedHere, markLinkRequested } from './link-requested-here.ts';
import { confirmSignInPage, linkSentPage, newLinkPage, SIGN_IN_SCRIPT, signInPage } from './login-page.ts';

/** Where a fresh session lands: the web app's home, which routes to the inbox (and a new user's onboarding). */
export const LANDING_PATH = '/';

type Rejection = LinkRejection | 'malformed';

const REJECTION_TEXT: Record<Rejection, string> = {
  expired: 'This login link has expired. Request a new one.',
  used: 'This login link was already used. Request a new one.',
  invalid: 'This login link is not valid. Request a new one.',
  malformed: 'This login link is incomplete: the token is malformed. Request a new one.',
};

/** A person's browser (a navigation or the page's own form) gets pages; API clients get the error body. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method === 'POST') return !(request.headers['content-type'] ?? '').includes('application/json');
  return (request.headers.accept ?? '').includes('text/html');
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      // The pages carry a live token or answer for one: no cache keeps them.
      .header('Cache-Control', 'no-store')
      // Under no-referrer a browser sends its forms' posts with `Origin: null`, which the cross-site check
      // refuses; same-origin names the page's origin to Inroad itself and still nothing to other sites.
      .header('Referrer-Policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

function reject(request: FastifyRequest, reply: FastifyReply, reason: Rejection) {
  const message = REJECTION_TEXT[reason];
  if (wantsPage(request)) return sendPage(reply, 400, newLinkPage(message));
  const body: ErrorBody = { status: 'error', message, code: 'BAD_REQUEST', requestId: request.id };
  return reply.status(400).send(body);
}

/**
 * The sign-in link's pages: GET shows a page that posts the token (opening the link changes nothing), POST signs
 * in. Registered in a scope of their own because only these forms may post application/x-www-form-urlencoded.
 */
export async function registerLoginLinkRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: { appUrlOf: (request: FastifyRequest) => string; linkLimit: onRequestHookHandler },
): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/login/sign-in.js', { schema: { hide: true }, config: NEVER_SHED }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SIGN_IN_SCRIPT),
  );

  routes.get(
    '/login/verify',
    {
      attachValidation: true,
      config: NEVER_SHED,
      schema: {
        summary: 'The link in the e-mail: a page that signs in with a POST of its token (a fetch uses nothing up)',
        querystring: VerifyLoginQuery,
      },
    },
    async (request, reply) => {
      if (request.validationError) return reject(request, reply, 'malformed');
      const link = await checkLoginLink({ db: ctx.db, token: request.query.token });
      if (!link.ok) return reject(request, reply, link.reason);
      const { token } = request.query;
      if (!linkRequestedHere(request, link.email)) return sendPage(reply, 200, confirmSignInPage(token, link.email));
      return sendPage(reply, 200, signInPage(token));
    },
  );

  routes.post(
    '/login/verify',
    {
      attachValidation: true,
      config: NEVER_SHED,
      bodyLimit: 4096,
      schema: {
        summary: 'Sign in with a link token: sets the session cookie (a form post is redirected to the app)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: VerifyLoginBody,
      },
    },
    async (request, reply) => {
      if (request.validationError) return reject(request, reply, 'malformed');
      const result = await signInWithLink({ db: ctx.db, token: request.body.token });
      if (!result.ok) return reject(request, reply, result.reason);
      // Another account signed in here before is logged out, as by its own log-out: its extension sessions end,
      // so the extension in this browser stops working that account's queue and is handed the new one.
      if (request.sessionToken && request.userId && request.userId !== result.userId) {
        await revokeSession({ db: ctx.db, token: request.sessionToken, userId: request.userId });
      }
      reply.setCookie(SESSION_COOKIE, result.sessionToken, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecureRequest(request, ctx.config.publicUrl),
        maxAge: SESSION_TTL_DAYS * 24 * 3600,
      });
      forgetLinkRequest(reply);
      if (wantsPage(request)) return reply.redirect(LANDING_PATH, 303);
      return reply.send({ status: 'success' });
    },
  );

  routes.post(
    '/login/new_link',
    {
      attachValidation: true,
      config: NEVER_SHED,
      bodyLimit: 4096,
      onRequest: options.linkLimit,
      // A person submitted the form: even the per-client limit answers with the page, not an error body.
      errorHandler: (error: { statusCode?: number; message: string }, _request, reply) => {
        const limited = error.statusCode === 429;
        const message = limited ? error.message : 'The link could not be sent; try again shortly.';
        return sendPage(reply, limited ? 429 : 500, newLinkPage(message));
      },
      schema: {
        summary:
          "The 'Send a new link' form of a spent link's page: mails a link, answers with a page (limits as get_link)",
        consumes: ['application/x-www-form-urlencoded'],
        body: NewLoginLinkBody,
      },
    },
    async (request, reply) => {
      if (request.validationError) return sendPage(reply, 400, newLinkPage('Enter a valid e-mail address.'));
      try {
        await requestLoginLink({
          db: ctx.db,
          mailer: ctx.mailer,
          email: request.body.email,
          appUrl: options.appUrlOf(request),
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 429) throw error;
        if (error.retryAfterSeconds) reply.header('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
        return sendPage(reply, 429, newLinkPage(error.message));
      }
      markLinkRequested(reply, request.body.email, isSecureRequest(request, ctx.config.publicUrl));
      return sendPage(reply, 200, linkSentPage());
    },
  );
}
