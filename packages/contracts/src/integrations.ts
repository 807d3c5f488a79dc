import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';

// Integrations (create-and-account.md §2 Integrations screen, §3 Integration entity): a user's OAuth connection to
// LinkedIn or Reddit, used to publish scheduled posts. Tokens stay on the server; the browser sees name, platform,
// status and which account is connected.

export const PLATFORMS = ['linkedin', 'reddit'] as const;
export const Platform = z.enum(PLATFORMS, { error: `choose a platform (${PLATFORMS.join(', ')})` });
export type Platform = z.infer<typeof Platform>;

export const PLATFORM_LABELS: Record<Platform, string> = { linkedin: 'LinkedIn', reddit: 'Reddit' };

/** connected; expired: the token could not be refreshed; revoked: the network refused the token (401). */
export const INTEGRATION_STATUSES = ['connected', 'expired', 'revoked'] as const;
export const IntegrationStatus = z.enum(INTEGRATION_STATUSES);
export type IntegrationStatus = z.infer<typeof IntegrationStatus>;

/** The settings that turn each platform's OAuth on, named on the screen when they are missing. */
export const INTEGRATION_SETTINGS: Record<Platform, readonly [string, string]> = {
  linkedin: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  reddit: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'],
};

export const INTEGRATION_MESSAGES = {
  completeLinkedInTitle: 'Complete LinkedIn Integration',
  completeLinkedInBody: 'You must be logged in to LinkedIn to publish and act there. Connect, then try again.',
  stateMismatch: 'The sign-in could not be verified (state mismatch). Start the integration again.',
} as const;

export const INTEGRATION_NAME_MAX = 100;

/**
 * Why a connection failed travels from the server's redirect to the Integrations screen in this short-lived cookie,
 * not in the address: text in a link could be written by anyone, and the screen would show it as Inroad's.
 */
export const OAUTH_FAILURE = {
  cookie: 'inroad_integration_failure',
  path: '/integrations',
  /** The screen's address the server sends the browser back to after a failure. */
  redirect: '/integrations?connection=failed',
  /** Shown when the cookie is missing (it expired, or the address was typed or followed from elsewhere). */
  fallbackMessage: 'The connection was not completed. Start the integration again.',
} as const;

export const Integration = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: Platform,
  status: IntegrationStatus,
  /** The connected account's name on the network (a Reddit username, a LinkedIn member's name). */
  accountName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Integration = z.infer<typeof Integration>;

export const IntegrationList = z.object({
  integrations: z.array(Integration),
  /** Which platforms this installation can connect (their client id and secret are set). */
  available: z.record(Platform, z.boolean()),
});
export type IntegrationList = z.infer<typeof IntegrationList>;

export const IntegrationIdBody = z.strictObject({
  id: z.number({ error: 'id: must be an integration id' }).int().positive(),
});

export const listIntegrations = endpoint({
  method: 'GET',
  path: '/integrations',
  summary: "The user's integrations, and which platforms can be connected",
  response: IntegrationList,
});

export const deleteIntegration = endpoint({
  method: 'DELETE',
  path: '/integrations',
  summary: 'Remove an integration (its tokens are deleted)',
  body: IntegrationIdBody,
  response: SuccessBody,
});

/**
 * Browser navigations (not JSON calls): GET /api/integrations/oauth/start?type=&name=[&id=] redirects to the
 * network's consent page; the network sends the browser back to the callback, which stores the integration and
 * redirects to /integrations?connected={platform}, or to OAUTH_FAILURE.redirect with the reason in its cookie.
 */
export const OAUTH_START_PATH = '/api/integrations/oauth/start';
export const oauthCallbackPath = (platform: Platform) => `/api/integrations/oauth/callback/${platform}`;

export const OAuthStartQuery = z.strictObject({
  type: Platform,
  name: z.string().trim().min(1, 'name: is required').max(INTEGRATION_NAME_MAX).optional(),
  /** Reconnect: the integration whose tokens are replaced. */
  id: z.coerce.number().int().positive().optional(),
});
