import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createTokenCipher, loadTokenKey, type TokenCipher } from '../../platform/token-cipher.ts';
import type { IntegrationRow } from './integrations.queries.ts';
import * as q from './integrations.queries.ts';
import { missingScopes, OAuthRefusedError, oauthProvider, type TokenSet } from './oauth-providers.ts';

const ciphers = new WeakMap<Config, Promise<TokenCipher>>();

/** The process's token cipher (one per configuration; the key file is read once). */
export function tokenCipher(config: Config): Promise<TokenCipher> {
  let cipher = ciphers.get(config);
  if (!cipher) {
    cipher = loadTokenKey({ tokenKey: config.tokenEncryptionKey, dataDir: config.dataDir }).then(createTokenCipher);
    ciphers.set(config, cipher);
  }
  return cipher;
}

/** Binds a sealed token to its owner, network and kind. */
export const tokenContext = (userId: string, platform: string, kind: 'access' | 'refresh') =>
  `user:${userId}:${platform}:${kind}`;

export async function sealTokens(config: Config, userId: string, platform: string, tokens: TokenSet) {
  const cipher = await tokenCipher(config);
  return {
    accessTokenEnc: cipher.encrypt(tokens.accessToken, tokenContext(userId, platform, 'access')),
    refreshTokenEnc: tokens.refreshToken
      ? cipher.encrypt(tokens.refreshToken, tokenContext(userId, platform, 'refresh'))
      : null,
    accessTokenExpiresAt: tokens.expiresAt,
    ...(tokens.scopes ? { grantedScopes: tokens.scopes.join(' ') } : {}),
  };
}

/** The integration cannot be used until the user connects it again (its status says why). */
export class IntegrationUnavailableError extends Error {}

const expiredMessage = (platform: string) => `The ${platform} integration has expired; connect it again`;

/** Refreshes this long before the access token runs out, so a post never goes out with a dying token. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * A usable access token of the integration, refreshed first when it is about to expire. A refused refresh marks
 * the integration expired; a grant without a scope publishing needs is expired too, as its listing shows it, so no
 * post goes out that could not be followed up. The token is only ever held in memory here; it is never logged.
 *
 * What is written is decided from the tokens read: when the user reconnected the integration (or another job
 * refreshed it) meanwhile, the stored tokens are newer, and they are kept. A refusal of the old refresh token then
 * says nothing about them: the token is taken from the integration as it is now.
 */
export function accessTokenOf(
  ctx: { config: Config; db: Db },
  integration: IntegrationRow,
  now: Date = new Date(),
): Promise<string> {
  return tokenOf(ctx, integration, now, false);
}

/** accessTokenOf; `lookedAgain`: the integration was read again after a change, which is not chased further. */
async function tokenOf(
  ctx: { config: Config; db: Db },
  integration: IntegrationRow,
  now: Date,
  lookedAgain: boolean,
): Promise<string> {
  if (integration.status !== 'connected') {
    throw new IntegrationUnavailableError(`The ${integration.platform} integration is ${integration.status}`);
  }
  if (missingScopes(integration.platform, integration.grantedScopes).length > 0) {
    throw new IntegrationUnavailableError(expiredMessage(integration.platform));
  }
  const cipher = await tokenCipher(ctx.config);
  const { userId, platform } = integration;
  const expiring =
    integration.accessTokenExpiresAt !== null &&
    integration.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS <= now.getTime();
  if (!expiring) return cipher.decrypt(integration.accessTokenEnc, tokenContext(userId, platform, 'access'));
  const expired = async () => {
    const marked = await q.updateIntegrationHolding(ctx.db, integration.id, integration.accessTokenEnc, {
      status: 'expired',
    });
    const current = marked || lookedAgain ? undefined : await q.findIntegration(ctx.db, userId, integration.id);
    if (current) return tokenOf(ctx, current, now, true);
    throw new IntegrationUnavailableError(expiredMessage(platform));
  };
  const provider = oauthProvider(ctx.config, platform);
  if (!integration.refreshTokenEnc || !provider) return expired();
  let tokens: TokenSet;
  try {
    tokens = await provider.refresh(
      cipher.decrypt(integration.refreshTokenEnc, tokenContext(userId, platform, 'refresh')),
    );
  } catch (error) {
    if (!(error instanceof OAuthRefusedError)) throw error;
    return expired();
  }
  // Not stored over newer tokens; this one is good all the same. A refresh the network granted proves the grant
  // alive: connected, also when another job's refusal (a refresh token this refresh had just retired) was stored
  // first and marked it expired.
  const sealed = await sealTokens(ctx.config, userId, platform, tokens);
  await q.updateIntegrationHolding(ctx.db, integration.id, integration.accessTokenEnc, {
    ...sealed,
    status: 'connected',
  });
  return tokens.accessToken;
}

/**
 * The network refused the access token (401): the user revoked the app or the token is dead. The integration is
 * marked revoked only while that token is still its own: one reconnected meanwhile stays connected.
 */
export async function markRevoked(
  ctx: { config: Config; db: Db },
  integration: { id: number; userId: string },
  refusedAccessToken: string,
): Promise<void> {
  const current = await q.findIntegration(ctx.db, integration.userId, integration.id);
  if (current?.status !== 'connected') return;
  const cipher = await tokenCipher(ctx.config);
  const held = cipher.decrypt(current.accessTokenEnc, tokenContext(current.userId, current.platform, 'access'));
  if (held !== refusedAccessToken) return;
  await q.updateIntegrationHolding(ctx.db, current.id, current.accessTokenEnc, { status: 'revoked' });
}
