import {
  INTEGRATION_MESSAGES,
  INTEGRATION_SETTINGS,
  type Integration,
  type IntegrationList,
  PLATFORM_LABELS,
  PLATFORMS,
  type Platform,
} from '@inroad/contracts/integrations';
import { generateState } from 'arctic';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { sealTokens, tokenCipher } from './integration-tokens.ts';
import * as q from './integrations.queries.ts';
import { missingScopes, OAuthRefusedError, oauthProvider } from './oauth-providers.ts';

type Ctx = { config: Config; db: Db };

/**
 * Connected, until a token is refused; but an access token past its expiry with no refresh token to renew it (a
 * LinkedIn app without refresh tokens, after its 60 days) is expired already, shown so before a post fails for it.
 * So is a grant without a scope publishing needs (a Reddit integration connected before Inroad asked for
 * `history`): connecting again asks for it.
 */
function statusOf(row: q.IntegrationRow, now: Date): Integration['status'] {
  const dead = !row.refreshTokenEnc && row.accessTokenExpiresAt !== null && row.accessTokenExpiresAt <= now;
  const lacking = missingScopes(row.platform, row.grantedScopes).length > 0;
  return row.status === 'connected' && (dead || lacking) ? 'expired' : row.status;
}

export function toIntegration(row: q.IntegrationRow, now = new Date()): Integration {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    status: statusOf(row, now),
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listIntegrations(ctx: Ctx, userId: string): Promise<IntegrationList> {
  const rows = await q.listIntegrations(ctx.db, userId);
  const available = Object.fromEntries(PLATFORMS.map((p) => [p, oauthProvider(ctx.config, p) !== undefined]));
  return { integrations: rows.map((row) => toIntegration(row)), available: available as Record<Platform, boolean> };
}

export async function removeIntegration(ctx: Ctx, userId: string, id: number): Promise<void> {
  if (!(await q.deleteIntegration(ctx.db, userId, id))) throw notFound('Integration');
}

/** What the browser carries between the start and the callback, sealed (it names the user and the verifier). */
type PendingAuthorization = {
  state: string;
  userId: string;
  platform: Platform;
  name: string;
  /** The user typed the name (else it is the network's): an account added again takes only a typed one. */
  named?: boolean;
  reconnectId: number | null;
  expiresAt: number;
};

export const OAUTH_COOKIE = 'inroad_oauth';
const PENDING_TTL_MS = 15 * 60_000;
const OAUTH_CONTEXT = 'oauth-pending';

function notConfigured(platform: Platform): AppError {
  const [id, secret] = INTEGRATION_SETTINGS[platform];
  return new AppError(
    'BAD_REQUEST',
    `${PLATFORM_LABELS[platform]} integrations are not configured: set ${id} and ${secret}`,
  );
}

/** Starts an authorisation: the network's consent URL and the sealed cookie the callback checks. */
export async function startAuthorization(
  ctx: Ctx,
  options: { userId: string; platform: Platform; name?: string; reconnectId?: number; redirectUri: string },
): Promise<{ url: string; cookie: string }> {
  const provider = oauthProvider(ctx.config, options.platform);
  if (!provider) throw notConfigured(options.platform);
  let name = options.name ?? PLATFORM_LABELS[options.platform];
  if (options.reconnectId !== undefined) {
    const existing = await q.findIntegration(ctx.db, options.userId, options.reconnectId);
    if (!existing || existing.platform !== options.platform) throw notFound('Integration');
    name = existing.name;
  }
  const pending: PendingAuthorization = {
    state: generateState(),
    userId: options.userId,
    platform: options.platform,
    name,
    named: options.name !== undefined,
    reconnectId: options.reconnectId ?? null,
    expiresAt: Date.now() + PENDING_TTL_MS,
  };
  const cipher = await tokenCipher(ctx.config);
  return {
    url: provider.authorizationUrl(pending.state, options.redirectUri).toString(),
    cookie: cipher.encrypt(JSON.stringify(pending), OAUTH_CONTEXT),
  };
}

/**
 * The callback: the state must match the one sealed in the browser's cookie for this user and network (else the
 * code may be an attacker's), then the code is exchanged and the integration stored (or its tokens replaced).
 */
export async function completeAuthorization(
  ctx: Ctx,
  options: {
    userId: string;
    platform: Platform;
    cookie: string | undefined;
    query: { code?: string; state?: string; error?: string };
    redirectUri: string;
  },
): Promise<q.IntegrationRow> {
  const { userId, platform } = options;
  const pending = await openPending(ctx.config, options.cookie);
  if (
    !pending ||
    !options.query.state ||
    pending.state !== options.query.state ||
    pending.userId !== userId ||
    pending.platform !== platform ||
    pending.expiresAt < Date.now()
  ) {
    throw new AppError('BAD_REQUEST', INTEGRATION_MESSAGES.stateMismatch);
  }
  if (options.query.error) {
    throw new AppError('BAD_REQUEST', `${PLATFORM_LABELS[platform]} did not grant access: ${options.query.error}`);
  }
  if (!options.query.code) throw new AppError('BAD_REQUEST', 'code: is required');
  const provider = oauthProvider(ctx.config, platform);
  if (!provider) throw notConfigured(platform);
  let tokens: Awaited<ReturnType<typeof provider.exchangeCode>>;
  try {
    tokens = await provider.exchangeCode(options.query.code, options.redirectUri);
  } catch (error) {
    if (error instanceof OAuthRefusedError) {
      throw new AppError('BAD_REQUEST', `${PLATFORM_LABELS[platform]} refused the sign-in (${error.message})`);
    }
    throw error;
  }
  const account = await provider.account(tokens.accessToken);
  const sealed = await sealTokens(ctx.config, userId, platform, tokens);
  const fields = { ...sealed, accountId: account.id, accountName: account.name, status: 'connected' as const };
  if (pending.reconnectId !== null) {
    const reconnected = await q.reconnectIntegration(ctx.db, userId, pending.reconnectId, fields);
    if (reconnected) return reconnected;
    const existing = await q.findIntegration(ctx.db, userId, pending.reconnectId);
    if (!existing) throw notFound('Integration');
    throw new AppError('BAD_REQUEST', otherAccountMessage(platform, account.name ?? account.id, existing));
  }
  // The same account added again (to bring back one that expired, say) is the integration it already has, with the
  // new tokens and the name just typed: a second row would leave the posts scheduled through the first failing.
  const same = await q.findIntegrationOfAccount(ctx.db, userId, platform, account.id);
  const renamed = pending.named ? { name: pending.name } : {};
  const again = same && (await q.reconnectIntegration(ctx.db, userId, same.id, { ...fields, ...renamed }));
  return again || q.insertIntegration(ctx.db, { userId, platform, name: pending.name, ...fields });
}

function otherAccountMessage(platform: Platform, signedIn: string, existing: q.IntegrationRow): string {
  const owner = existing.accountName ?? existing.accountId;
  return `You signed in to ${PLATFORM_LABELS[platform]} as ${signedIn}, but ${existing.name} is ${owner}'s: sign in as ${owner} to reconnect it, or add ${signedIn} as an integration of its own.`;
}

async function openPending(config: Config, cookie: string | undefined): Promise<PendingAuthorization | null> {
  if (!cookie) return null;
  try {
    return JSON.parse((await tokenCipher(config)).decrypt(cookie, OAUTH_CONTEXT)) as PendingAuthorization;
  } catch {
    return null;
  }
}
