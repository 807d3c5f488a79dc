import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

export const EMAIL_MAX_LENGTH = 254;

export const GetLoginLinkQuery = z.object({
  email: z.email({ message: 'email must be a valid e-mail address' }).max(EMAIL_MAX_LENGTH),
});
export type GetLoginLinkQuery = z.infer<typeof GetLoginLinkQuery>;

export const GetLoginLinkResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type GetLoginLinkResponse = z.infer<typeof GetLoginLinkResponse>;

/** The link in the e-mail: GET /api/login/verify?token=… sets the cookie and redirects into the app. */
export const VerifyLoginQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token is malformed'),
});
export type VerifyLoginQuery = z.infer<typeof VerifyLoginQuery>;

export const SESSION_COOKIE = 'sessiontoken';
export const SESSION_HEADER = 'x-sessiontoken';
export const LOGIN_TOKEN_TTL_MINUTES = 15;
export const SESSION_TTL_DAYS = 30;

export const getLoginLink = endpoint({
  method: 'GET',
  path: '/login/get_link',
  summary: 'E-mail a one-time sign-in link (always answers 200: no account enumeration)',
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
});
export type ExtensionSessionResponse = z.infer<typeof ExtensionSessionResponse>;

export const createExtensionSession = endpoint({
  method: 'POST',
  path: '/extension/session',
  summary: 'Issue the browser extension its own session token for the signed-in user',
  response: ExtensionSessionResponse,
});
