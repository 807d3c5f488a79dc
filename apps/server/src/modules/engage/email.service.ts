import {
  EMAIL_LOOKUP_MESSAGES,
  EMAIL_LOOKUP_TTL_DAYS,
  type FindEmailBody,
  type FindEmailResponse,
} from '@inroad/contracts/engage';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { companyDomain } from '../../platform/email-finder/domain.ts';
import type { EmailFinder } from '../../platform/email-finder/email-finder.ts';
import { lockQueueState } from '../instructions/instructions.queries.ts';
import { findEmailLookup, saveEmailLookup } from './email.queries.ts';
import * as q from './engage.queries.ts';
import { recordEngagement } from './engage-context.ts';

const DAY_MS = 86_400_000;
const FOUND_TTL_MS = EMAIL_LOOKUP_TTL_DAYS.found * DAY_MS;
const NOT_FOUND_TTL_MS = EMAIL_LOOKUP_TTL_DAYS.notFound * DAY_MS;
/** Two logs of the same e-mail this close together are one (a double click). */
const EMAIL_LOG_DEDUPE_MS = 10 * 60_000;

type FindEmailInput = z.output<typeof FindEmailBody>;

function personKeyOf(body: FindEmailInput): string {
  if (body.posterSalesNavId) return `id:${body.posterSalesNavId}`;
  if (body.linkedinStandardProfileURL) {
    return `url:${body.linkedinStandardProfileURL
      .toLowerCase()
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')}`;
  }
  return `name:${body.fullName.toLowerCase().replace(/\s+/g, ' ')}`;
}

function companyKeyOf(body: FindEmailInput, domain: string): string {
  return body.companyLinkedinId ? `li:${body.companyLinkedinId}` : `domain:${domain}`;
}

function answerOf(found: {
  email: string | null;
  verified: boolean;
  provider: 'hunter' | 'builtin';
  alternatives: string[];
}): FindEmailResponse {
  return {
    email: found.email,
    status: found.email ? 'found' : 'not_found',
    verified: found.email ? found.verified : false,
    provider: found.provider,
    message: found.email ? null : EMAIL_LOOKUP_MESSAGES.not_found,
    alternatives: found.email ? found.alternatives : [],
  };
}

/**
 * The person's company address: 'No company website found' without a usable domain, else the finder's answer,
 * cached per (user, person, company) unless `realtime` asks to look again.
 */
export async function findEmail(options: {
  db: Db;
  finder: EmailFinder;
  userId: string;
  body: FindEmailInput;
  now?: Date;
}): Promise<FindEmailResponse> {
  const { db, finder, userId, body } = options;
  const now = options.now ?? new Date();
  const domain = companyDomain(body.domain);
  if (!domain) {
    return {
      email: null,
      status: 'no_website',
      verified: false,
      provider: null,
      message: EMAIL_LOOKUP_MESSAGES.no_website,
      alternatives: [],
    };
  }
  const personKey = personKeyOf(body);
  const companyKey = companyKeyOf(body, domain);
  if (!body.realtime) {
    const cached = await findEmailLookup(db, userId, personKey, companyKey);
    const ttl = cached?.email ? FOUND_TTL_MS : NOT_FOUND_TTL_MS;
    if (cached && cached.domain === domain && now.getTime() - cached.lookedUpAt.getTime() < ttl)
      return answerOf(cached);
  }
  const guess = await finder.find({ fullName: body.fullName, domain });
  // Nobody found only because the services did not answer (Hunter, then DNS) is not 'No email found'.
  if (guess.transient && !guess.email) throw new AppError('UNAVAILABLE', EMAIL_LOOKUP_MESSAGES.unavailable);
  const answer = answerOf(guess);
  if (!guess.transient) {
    await saveEmailLookup(db, {
      userId,
      personKey,
      companyKey,
      domain,
      email: guess.email,
      status: answer.status,
      verified: answer.verified,
      provider: guess.provider,
      alternatives: answer.alternatives,
      lookedUpAt: now,
    });
  }
  return answer;
}

/** Records an e-mail the user sent to the post's author (spec: 'Log Sent Email'). */
export async function logManualEmail(options: {
  db: Db;
  userId: string;
  postId: string;
  companyId: string | null;
  email: string | null;
  now?: Date;
}): Promise<void> {
  const { db, userId, postId } = options;
  const now = options.now ?? new Date();
  const email = options.email?.toLowerCase() ?? null;
  await db.transaction(async (tx) => {
    const queue = await lockQueueState(tx, userId);
    const post = await q.lockPost(tx, userId, postId);
    if (!post) throw new AppError('NOT_FOUND', 'Post not found');
    const since = new Date(now.getTime() - EMAIL_LOG_DEDUPE_MS);
    if (await q.findRecentEmailLog(tx, { userId, postId, companyId: options.companyId, email, since })) return;
    await recordEngagement({ tx, userId, post, queue, now }, 'email', null, { companyId: options.companyId, email });
  });
}
