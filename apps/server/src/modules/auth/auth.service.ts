import {
  LOGIN_LINK_WINDOW_MINUTES as LINK_WINDOW_MINUTES,
  LOGIN_LINKS_PER_ADDRESS as LINKS_PER_ADDRESS,
  LOGIN_TOKEN_TTL_MINUTES,
  SESSION_TTL_DAYS,
} from '@inroad/contracts/auth';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as q from './auth.queries.ts';
import { composeLoginMail } from './login-mail.ts';
import { generateToken, hashToken } from './tokens.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A session is extended at most this often, so a busy user does not cost a write per request. */
const SESSION_TOUCH_INTERVAL = 60 * MINUTE;

export async function requestLoginLink(options: {
  db: Db;
  mailer: Mailer;
  email: string;
  appUrl: string;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const email = options.email.trim().toLowerCase();
  const windowStart = new Date(now.getTime() - LINK_WINDOW_MINUTES * MINUTE);
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_TTL_MINUTES * MINUTE);
  // The count and the insert under one lock on the address: requests sent at once must not all pass the count and
  // flood the address with mail.
  await options.db.transaction(async (tx) => {
    await q.lockLoginAddress(tx, email);
    if ((await q.countRecentLoginTokens(tx, email, windowStart)) >= LINKS_PER_ADDRESS) {
      const oldest = await q.oldestRecentLoginToken(tx, email, windowStart);
      const freesAt = (oldest?.getTime() ?? now.getTime()) + LINK_WINDOW_MINUTES * MINUTE;
      throw new AppError(
        'RATE_LIMITED',
        `Too many login links requested for this address; try again in ${Math.ceil((freesAt - now.getTime()) / MINUTE)} minutes`,
        { retryAfterSeconds: (freesAt - now.getTime()) / 1000 },
      );
    }
    await q.insertLoginToken(tx, { tokenHash: hashToken(token), email, expiresAt });
  });
  const link = `${options.appUrl}/api/login/verify?token=${token}`;
  try {
    await options.mailer.send(composeLoginMail({ to: email, link, expiresAt, ttlMinutes: LOGIN_TOKEN_TTL_MINUTES }));
  } catch (error) {
    // A link the mail server would not take reached nobody: it does not count against the address's links, or a
    // mail server down for a while would lock the address out once it is back.
    await q.deleteLoginToken(options.db, hashToken(token));
    throw error;
  }
}

export type LinkRejection = 'expired' | 'used' | 'invalid';

/** Whether a link can still sign in, without using it up: what the link's page shows before it posts. */
/** A link that can still sign in, with the address it signs in; or why it cannot. */
export async function checkLoginLink(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ ok: true; email: string } | { ok: false; reason: LinkRejection }> {
  const now = options.now ?? new Date();
  const row = await q.findLoginToken(options.db, hashToken(options.token));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, email: row.email };
}

/**
 * Consumes a sign-in link: creates the account on first use and opens a session.
 * Returns the session token to set as the cookie, or why the link was refused.
 */
export async function signInWithLink(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ ok: true; sessionToken: string; userId: string } | { ok: false; reason: LinkRejection }> {
  const now = options.now ?? new Date();
  const tokenHash = hashToken(options.token);
  return options.db.transaction(async (tx) => {
    const email = await q.consumeLoginToken(tx, tokenHash, now);
    if (!email) {
      const row = await q.findLoginToken(tx, tokenHash);
      const reason: LinkRejection = !row ? 'invalid' : row.usedAt ? 'used' : 'expired';
      return { ok: false as const, reason };
    }
    const userId = await q.upsertUserByEmail(tx, email);
    const sessionToken = generateToken();
    await q.insertSession(tx, {
      tokenHash: hashToken(sessionToken),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * DAY),
    });
    return { ok: true as const, sessionToken, userId };
  });
}

/** The user behind a session token, sliding the expiry forward; undefined for no, expired or revoked sessions. */
export async function resolveSession(options: { db: Db; token: string; now?: Date }): Promise<string | undefined> {
  const now = options.now ?? new Date();
  const tokenHash = hashToken(options.token);
  const session = await q.findLiveSession(options.db, tokenHash, now);
  if (!session) return undefined;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL) {
    await q.extendSession(options.db, tokenHash, now, new Date(now.getTime() + SESSION_TTL_DAYS * DAY));
  }
  return session.userId;
}

/** Ends a session; ending a browser session also ends the extension sessions it handed over. */
export async function revokeSession(options: { db: Db; token: string; userId?: string | null }): Promise<void> {
  const tokenHash = hashToken(options.token);
  await q.deleteSession(options.db, tokenHash);
  if (options.userId) await q.deleteExtensionSessionsOf(options.db, options.userId, tokenHash);
}

/**
 * A session of its own for the browser extension, so the web app never needs to expose its cookie; it lasts as long
 * as the session that asked for it (parentToken) is not logged out.
 */
export async function createExtensionSession(options: {
  db: Db;
  userId: string;
  parentToken: string;
  now?: Date;
}): Promise<string> {
  const now = options.now ?? new Date();
  const token = generateToken();
  await q.insertSession(options.db, {
    tokenHash: hashToken(token),
    userId: options.userId,
    kind: 'extension',
    parentTokenHash: hashToken(options.parentToken),
    expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * DAY),
  });
  return token;
}
