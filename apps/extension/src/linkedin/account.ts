import type { LinkedinAccountType } from '@inroad/contracts/instructions';
import { reportAccount } from '@inroad/contracts/instructions';
import type { InroadApi } from '../inroad/server-api.ts';
import type { RawResponse } from '../net/raw-response.ts';
import type { KeyValueStore } from '../platform/chrome.ts';

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
  /**
   * Where the last report is kept (chrome.storage in the extension): the service worker stops when idle, and a
   * report kept only in its memory would read LinkedIn's /me at every wake-up, each minute.
   */
  store?: KeyValueStore;
  /** The Inroad user signed in to the extension: a report stands for that user only. */
  currentUser?: () => Promise<string | null>;
  /** How long a report stands before the account is read again (an upgrade or a lapsed Premium). */
  everyMs?: number;
  now?: () => number;
}

const DEFAULT_EVERY_MS = 6 * 3_600_000;
const STORAGE_KEY = 'inroad.linkedinAccountReport';

type Report = { account: LinkedinAccountType; at: number; userId: string | null };

function reportOf(value: unknown): Report | null {
  const report = value as Partial<Report> | null | undefined;
  if (!report || typeof report.at !== 'number') return null;
  if (report.account !== 'free' && report.account !== 'premium') return null;
  return { account: report.account, at: report.at, userId: typeof report.userId === 'string' ? report.userId : null };
}

/** Reads the account kind and reports it to Inroad, at most once per `everyMs` per user unless it changed. */
export function createAccountReporter(options: AccountReporterOptions) {
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? DEFAULT_EVERY_MS;
  const currentUser = options.currentUser ?? (async () => null);
  let reported: Report | null = null;
  const lastReport = async () => reported ?? reportOf(await options.store?.get(STORAGE_KEY));
  return {
    /**
     * Reports when due; never throws (no LinkedIn session, Inroad unreachable): the actions run anyway and the
     * server keeps the last kind it heard.
     */
    async refresh(): Promise<LinkedinAccountType | null> {
      try {
        const userId = await currentUser();
        const last = await lastReport();
        if (last && last.userId === userId && now() - last.at < everyMs) return last.account;
        const account = accountTypeOf(await options.linkedin.me());
        if (account === 'unknown') return null;
        await options.inroad.call(reportAccount, { body: { linkedinAccount: account } });
        reported = { account, at: now(), userId };
        await options.store?.set(STORAGE_KEY, reported);
        return account;
      } catch {
        return null;
      }
    },
  };
}
