import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

export const EMAIL_MAX_LENGTH = 254;

export const GetLoginLinkQuery = z.object({
  email: z.email({ message: 'must be a valid e-mail address' }).max(EMAIL_MAX_LENGTH),
});
export type GetLoginLinkQuery = z.infer<typeof GetLoginLinkQuery>;

export const GetLoginLinkResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type GetLoginLinkResponse = z.infer<typeof GetLoginLinkResponse>;

const LoginToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token is malformed');

/**
 * The link in the e-mail: GET /api/login/verify?token=… shows a page that signs in with a POST of the same token,
 * so a mail scanner that fetches the link uses nothing up.
 */
export const VerifyLoginQuery = z.object({ token: LoginToken });
export type VerifyLoginQuery = z.infer<typeof VerifyLoginQuery>;

/** POST /api/login/verify, as a form (the link's page) or JSON: consumes the token and sets the session cookie. */
export const VerifyLoginBody = z.object({ token: LoginToken });
export type VerifyLoginBody = z.infer<typeof VerifyLoginBody>;

/** POST /api/login/new_link, the 'Send a new link' form of a spent link's page. */
export const NewLoginLinkBody = GetLoginLinkQuery;
export type NewLoginLinkBody = z.infer<typeof NewLoginLinkBody>;

export const SESSION_COOKIE = 'sessiontoken';
export const SESSION_HEADER = 'x-sessiontoken';
export const LOGIN_TOKEN_TTL_MINUTES = 15;
/** Links one address may request per window: enough for a lost mail, too few to flood a mailbox. */
export const LOGIN_LINKS_PER_ADDRESS = 5;
export const LOGIN_LINK_WINDOW_MINUTES = 15;
export const SESSION_TTL_DAYS = 30;

export const getLoginLink = endpoint({
  method: 'GET',
  path: '/login/get_link',
  summary: `E-mail a one-time sign-in link, valid ${LOGIN_TOKEN_TTL_MINUTES} minutes (always answers 200: no account enumeration). At most ${LOGIN_LINKS_PER_ADDRESS} per address per ${LOGIN_LINK_WINDOW_MINUTES} minutes, and LOGIN_LINKS_PER_CLIENT (default 20) per client; 429 with Retry-After beyond`,
  query: GetLoginLinkQuery,
  response: GetLoginLinkResponse,
});

export const logout = endpoint({
  method: 'POST',
  path: '/logout',
  summary: 'Revoke the current session and clear the cookie',
  response: SuccessBody,
});

export const ExtensionSessionResponse = z.object({
  status: z.literal('success'),
  /** A session token of its own for the extension, sent as x-sessiontoken; revoked when the user logs out. */
  token: z.string(),
  /** Where the extension reaches this Inroad's API. */
  apiBase: z.string(),
  /** Whose session it is: the web app hands the extension a new one when it holds another user's. */
  userId: z.string(),
});
export type ExtensionSessionResponse = z.infer<typeof ExtensionSessionResponse>;

export const createExtensionSession = endpoint({
  method: 'POST',
  path: '/extension/session',
  summary: 'Issue the browser extension its own session token for the signed-in user',
  response: ExtensionSessionResponse,
});
