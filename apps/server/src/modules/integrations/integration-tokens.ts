import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createTokenCipher, loadTokenKey, type TokenCipher } from '../../platform/token-cipher.ts';
import type { IntegrationRow } from './integrations.queries.ts';
import * as q from './integrations.queries.ts';
import { OAuthRefusedError, oauthProvider, type TokenSet } from './oauth-providers.ts';

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
  };
}

/** The integration cannot be used until the user connects it again (its status says why). */
export class IntegrationUnavailableError extends Error {}

/** Refreshes this long before the access token runs out, so a post never goes out with a dying token. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * A usable access token of the integration, refreshed first when it is about to expire. A refused refresh marks
 * the integration expired. The token is only ever held in memory here; it is never logged.
 */
export async function accessTokenOf(
  ctx: { config: Config; db: Db },
  integration: IntegrationRow,
  now: Date = new Date(),
): Promise<string> {
  if (integration.status !== 'connected') {
    throw new IntegrationUnavailableError(`The ${integration.platform} integration is ${integration.status}`);
  }
  const cipher = await tokenCipher(ctx.config);
  const { userId, platform } = integration;
  const expiring =
    integration.accessTokenExpiresAt !== null &&
    integration.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS <= now.getTime();
  if (!expiring) return cipher.decrypt(integration.accessTokenEnc, tokenContext(userId, platform, 'access'));
  const provider = oauthProvider(ctx.config, platform);
  if (!integration.refreshTokenEnc || !provider) {
    await q.updateIntegration(ctx.db, integration.id, { status: 'expired' });
    throw new IntegrationUnavailableError(`The ${platform} integration has expired; connect it again`);
  }
  let tokens: TokenSet;
  try {
    tokens = await provider.refresh(
      cipher.decrypt(integration.refreshTokenEnc, tokenContext(userId, platform, 'refresh')),
    );
  } catch (error) {
    if (!(error instanceof OAuthRefusedError)) throw error;
    await q.updateIntegration(ctx.db, integration.id, { status: 'expired' });
    throw new IntegrationUnavailableError(`The ${platform} integration has expired; connect it again`);
  }
  await q.updateIntegration(ctx.db, integration.id, await sealTokens(ctx.config, userId, platform, tokens));
  return tokens.accessToken;
}

/** The network refused the token (401): the user revoked the app or the token is dead. */
export async function markRevoked(db: Db, integrationId: number): Promise<void> {
  await q.updateIntegration(db, integrationId, { status: 'revoked' });
}
