import type { Platform } from '@inroad/contracts/integrations';
import { OAuth2Client, OAuth2RequestError, OAuth2Tokens } from 'arctic';
import type { Config } from '../../config.ts';

/**
 * What Inroad keeps of a token answer. `scopes`: what the network granted; null when the answer did not say, which
 * for a refresh means the grant is unchanged.
 */
export type TokenSet = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scopes: string[] | null;
};
export type NetworkAccount = { id: string; name: string | null };

/** A refresh or code exchange the network refused (invalid_grant and the like): the user must connect again. */
export class OAuthRefusedError extends Error {}

/**
 * One network's OAuth 2 flow, on arctic's generic client so that the endpoints follow the configured base URLs
 * (arctic's own LinkedIn and Reddit providers have them fixed). Neither network supports PKCE for a web app with a
 * client secret (arctic's providers send none either), so the flow relies on its state, checked in the callback.
 */
export type OAuthProvider = {
  platform: Platform;
  authorizationUrl(state: string, redirectUri: string): URL;
  exchangeCode(code: string, redirectUri: string): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  account(accessToken: string): Promise<NetworkAccount>;
};

// LinkedIn: OpenID Connect sign-in (openid profile) plus posting as the member (w_member_social).
export const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'];
// Reddit: who the user is, posting, and reading a post's numbers. history lists the user's submissions, where a post
// is found that Reddit answered without its id (an image post) or whose answer was lost. mysubreddits lists the
// account's subscriptions, offered as places to post.
export const REDDIT_SCOPES = ['identity', 'submit', 'read', 'history', 'mysubreddits'];

/**
 * What a grant must hold for the integration to publish. Without `history` a Reddit image post goes up and then
 * cannot be found: it would be marked failed while it is live, and a retry would post it again. LinkedIn asks for
 * what it always asked.
 */
const NEEDED_SCOPES: Record<Platform, readonly string[]> = { linkedin: [], reddit: ['history'] };

/**
 * The needed scopes a stored grant (space-separated) lacks. None stored: the integration was connected before
 * Inroad kept its grant, when it asked for none of them.
 */
export function missingScopes(platform: Platform, grantedScopes: string | null): string[] {
  const granted = grantedScopes?.split(' ') ?? [];
  return NEEDED_SCOPES[platform].filter((scope) => !granted.includes(scope));
}

/** Reddit separates the granted scopes with spaces, LinkedIn with commas. */
const scopesOf = (scope: unknown): string[] | null =>
  typeof scope === 'string' ? scope.split(/[\s,]+/).filter(Boolean) : null;

function tokenSet(tokens: OAuth2Tokens, previousRefresh: string | null = null): TokenSet {
  const data = tokens.data as Record<string, unknown>;
  // Reddit refuses a grant with 200 and an error in the body ({"error":"invalid_grant"}), which reads as a token
  // answer without a token: a refusal, as a 400 would be, not a failure to try again for ever.
  if (typeof data.error === 'string') {
    const description = typeof data.error_description === 'string' ? data.error_description : '';
    throw new OAuthRefusedError(`${data.error}: ${description}`);
  }
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : previousRefresh,
    expiresAt: typeof data.expires_in === 'number' ? tokens.accessTokenExpiresAt() : null,
    scopes: scopesOf(data.scope),
  };
}

/** A code exchange whose answer names no scope granted what was asked (RFC 6749 §5.1). */
const grantedAsAsked = (tokens: TokenSet, asked: string[]): TokenSet => ({ ...tokens, scopes: tokens.scopes ?? asked });

async function refusedAsOurs<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OAuth2RequestError) throw new OAuthRefusedError(`${error.code}: ${error.description ?? ''}`);
    throw error;
  }
}

export function linkedInProvider(config: Config): OAuthProvider | undefined {
  const client = config.oauth.linkedin;
  if (!client) return undefined;
  const { oauthBase, apiBase } = config.networks.linkedin;
  // LinkedIn wants the client credentials in the body (no HTTP Basic), as arctic's LinkedIn provider sends them.
  async function tokenRequest(body: URLSearchParams): Promise<OAuth2Tokens> {
    body.set('client_id', client!.clientId);
    body.set('client_secret', client!.clientSecret);
    const response = await fetch(`${oauthBase}/oauth/v2/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 400 || response.status === 401) {
      throw new OAuthRefusedError(
        `${String(data?.error ?? response.status)}: ${String(data?.error_description ?? '')}`,
      );
    }
    if (!response.ok || !data) throw new Error(`LinkedIn token endpoint answered ${response.status}`);
    return new OAuth2Tokens(data);
  }
  return {
    platform: 'linkedin',
    authorizationUrl(state, redirectUri) {
      return new OAuth2Client(client.clientId, null, redirectUri).createAuthorizationURL(
        `${oauthBase}/oauth/v2/authorization`,
        state,
        LINKEDIN_SCOPES,
      );
    },
    async exchangeCode(code, redirectUri) {
      const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
      return grantedAsAsked(tokenSet(await tokenRequest(body)), LINKEDIN_SCOPES);
    },
    async refresh(refreshToken) {
      const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken });
      return tokenSet(await tokenRequest(body), refreshToken);
    },
    async account(accessToken) {
      const response = await fetch(`${apiBase}/v2/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (!response.ok) throw new Error(`LinkedIn userinfo answered ${response.status}`);
      const info = (await response.json()) as { sub?: unknown; name?: unknown };
      if (typeof info.sub !== 'string') throw new Error('LinkedIn userinfo has no sub');
      return { id: info.sub, name: typeof info.name === 'string' ? info.name : null };
    },
  };
}

export function redditProvider(config: Config): OAuthProvider | undefined {
  const client = config.oauth.reddit;
  if (!client) return undefined;
  const { oauthBase, apiBase, userAgent } = config.networks.reddit;
  const tokenEndpoint = `${oauthBase}/api/v1/access_token`;
  return {
    platform: 'reddit',
    authorizationUrl(state, redirectUri) {
      const url = new OAuth2Client(client.clientId, client.clientSecret, redirectUri).createAuthorizationURL(
        `${oauthBase}/api/v1/authorize`,
        state,
        REDDIT_SCOPES,
      );
      // A refresh token, so publishing works days after the user connected.
      url.searchParams.set('duration', 'permanent');
      return url;
    },
    exchangeCode(code, redirectUri) {
      const oauth = new OAuth2Client(client.clientId, client.clientSecret, redirectUri);
      return refusedAsOurs(async () =>
        grantedAsAsked(tokenSet(await oauth.validateAuthorizationCode(tokenEndpoint, code, null)), REDDIT_SCOPES),
      );
    },
    refresh(refreshToken) {
      const oauth = new OAuth2Client(client.clientId, client.clientSecret, null);
      return refusedAsOurs(async () =>
        tokenSet(await oauth.refreshAccessToken(tokenEndpoint, refreshToken, []), refreshToken),
      );
    },
    async account(accessToken) {
      const response = await fetch(`${apiBase}/api/v1/me`, {
        headers: { authorization: `Bearer ${accessToken}`, 'user-agent': userAgent },
      });
      if (!response.ok) throw new Error(`Reddit /api/v1/me answered ${response.status}`);
      const me = (await response.json()) as { name?: unknown };
      if (typeof me.name !== 'string') throw new Error('Reddit /api/v1/me has no name');
      return { id: me.name, name: me.name };
    },
  };
}

export function oauthProvider(config: Config, platform: Platform): OAuthProvider | undefined {
  return platform === 'linkedin' ? linkedInProvider(config) : redditProvider(config);
}
