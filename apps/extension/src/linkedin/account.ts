import type { LinkedinAccountType } from '@inroad/contracts/instructions';
import { reportAccount } from '@inroad/contracts/instructions';
import type { InroadApi } from '../inroad/server-api.ts';
import type { RawResponse } from '../net/raw-response.ts';

// Free LinkedIn accounts may send shorter connection notes, and only a few a month. The server applies those
// limits when it knows the account is free, so the extension tells it what kind of account is signed in.

/** free or premium from GET /voyager/api/me (plain JSON or the normalised shape), unknown when it does not say. */
export function accountTypeOf(raw: RawResponse): LinkedinAccountType {
  if (!raw.ok || typeof raw.body !== 'object' || raw.body === null) return 'unknown';
  const body = raw.body as { premiumSubscriber?: unknown; data?: { premiumSubscriber?: unknown } };
  const premium = body.premiumSubscriber ?? body.data?.premiumSubscriber;
  if (premium === true) return 'premium';
  if (premium === false) return 'free';
  return 'unknown';
}

export interface AccountReporterOptions {
  linkedin: { me(): Promise<RawResponse> };
  inroad: Pick<InroadApi, 'call'>;
  /** How long a report stands before the account is read again (an upgrade or a lapsed Premium). */
  everyMs?: number;
  now?: () => number;
}

const DEFAULT_EVERY_MS = 6 * 3_600_000;

/** Reads the account kind and reports it to Inroad, at most once per `everyMs` unless it changed. */
export function createAccountReporter(options: AccountReporterOptions) {
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? DEFAULT_EVERY_MS;
  let reported: { account: LinkedinAccountType; at: number } | null = null;
  return {
    /**
     * Reports when due; never throws (no LinkedIn session, Inroad unreachable): the actions run anyway and the
     * server keeps the last kind it heard.
     */
    async refresh(): Promise<LinkedinAccountType | null> {
      if (reported && now() - reported.at < everyMs) return reported.account;
      try {
        const account = accountTypeOf(await options.linkedin.me());
        if (account === 'unknown') return null;
        await options.inroad.call(reportAccount, { body: { linkedinAccount: account } });
        reported = { account, at: now() };
        return account;
      } catch {
        return null;
      }
    },
  };
}
