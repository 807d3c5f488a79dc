import { InstructionResult } from '@inroad/contracts/instruction-payloads';
import { FormatOutcomeBody, NetworkPlatform } from '@inroad/contracts/network';
import { InroadApiError } from '../inroad/server-api.ts';
import type { KeyValueStore } from '../platform/chrome.ts';

// What the extension did and has yet to tell the server, kept in chrome.storage: a report lost to a network error,
// a server restart or a service worker stopped mid-run is sent again before anything new is claimed. Writes that
// must happen once (a post, by its idempotency key) stay remembered after their report, so the same user's key is
// never performed twice: its remembered outcome is reported instead. A write whose answer Inroad could not read (it was
// down) keeps that answer, to be read before it is reported.

/** A network's answer to a write, not yet read by Inroad. */
export type UnreadAnswer = { platform: NetworkPlatform; body: FormatOutcomeBody };

/** What was done: its result, or the network's answer still to be read into one. */
export type JournalOutcome =
  | { result: InstructionResult; unread?: undefined }
  | { result?: undefined; unread: UnreadAnswer };

export type JournalEntry = {
  /** The instruction's id. */
  id: string;
  /** The write's idempotency key (publish_post), when it has one. */
  key: string | null;
  /** The server has the report (or refused it for good). */
  reported: boolean;
  /**
   * The Inroad user whose instruction it was (null when not known): reported only under their session, as another
   * user's session would be refused it (404) and the report lost.
   */
  userId: string | null;
  at: number;
} & JournalOutcome;

export interface ReportJournal {
  /** The Inroad user signed in to the extension now (null when none is, or their id is not known). */
  signedInUser(): Promise<string | null>;
  /** Reports the server has not received yet from the signed-in user, oldest first. */
  unreported(): Promise<JournalEntry[]>;
  /**
   * The outcome already recorded for an idempotency key of this user's, if any. Keys are numbered per Inroad
   * database: another user's (another deployment's, or one before a database reset) is another write.
   */
  outcomeOf(key: string, userId: string | null): Promise<InstructionResult | undefined>;
  /**
   * Records an outcome (or the answer to read into one) before it is reported, as the user whose session claimed
   * the instruction; an entry recorded again keeps the user it was first recorded for.
   */
  record(entry: { id: string; key: string | null; userId: string | null } & JournalOutcome): Promise<void>;
  markReported(id: string): Promise<void>;
}

const STORAGE_KEY = 'inroad.reportJournal';
/** Performed keys remembered after their report: far more than the posts of a few days. */
const KEYS_KEPT = 100;

function entriesOf(value: unknown): JournalEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const entry = item as Partial<Record<keyof JournalEntry, unknown>> | null;
    if (!entry || typeof entry.id !== 'string') return [];
    const outcome = parseOutcome(entry.result, entry.unread);
    if (!outcome) return [];
    return [
      {
        id: entry.id,
        key: typeof entry.key === 'string' ? entry.key : null,
        ...outcome,
        reported: entry.reported === true,
        userId: typeof entry.userId === 'string' ? entry.userId : null,
        at: typeof entry.at === 'number' ? entry.at : 0,
      },
    ];
  });
}

function parseOutcome(result: unknown, unread: unknown): JournalOutcome | null {
  const read = InstructionResult.safeParse(result);
  if (read.success) return { result: read.data };
  const answer = unread as Partial<Record<keyof UnreadAnswer, unknown>> | null | undefined;
  const platform = NetworkPlatform.safeParse(answer?.platform);
  const body = FormatOutcomeBody.safeParse(answer?.body);
  return platform.success && body.success ? { unread: { platform: platform.data, body: body.data } } : null;
}

/**
 * The journal in `store`; `currentUser` names the Inroad user signed in to the extension (whose reports may be sent),
 * null when none is.
 */
export function createReportJournal(
  store: KeyValueStore,
  now: () => number = Date.now,
  currentUser: () => Promise<string | null> = async () => null,
): ReportJournal {
  const load = async () => entriesOf(await store.get(STORAGE_KEY));
  const save = async (entries: JournalEntry[]) => {
    // Reported entries are only worth keeping for their key; the newest keys are kept.
    const unreported = entries.filter((e) => !e.reported);
    const keys = entries.filter((e) => e.reported && e.key !== null).slice(-KEYS_KEPT);
    await store.set(
      STORAGE_KEY,
      [...unreported, ...keys].sort((a, b) => a.at - b.at),
    );
  };
  // One change at a time: two read-modify-writes of the same list must not lose an entry.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => {});
    return next;
  };

  return {
    signedInUser: currentUser,
    unreported: () =>
      serial(async () => {
        const user = await currentUser();
        return (await load()).filter((e) => !e.reported && (e.userId === null || e.userId === user));
      }),
    // An entry whose user is not known is taken as this user's, as its report is: performing a post twice is
    // worse than reporting one that was made.
    outcomeOf: (key, userId) =>
      serial(async () => {
        const entries = await load();
        return entries.find((e) => e.key === key && (e.userId === null || e.userId === userId))?.result;
      }),
    record: (entry) =>
      serial(async () => {
        const loaded = await load();
        const userId = loaded.find((e) => e.id === entry.id)?.userId ?? entry.userId;
        const entries = loaded.filter((e) => e.id !== entry.id);
        await save([...entries, { ...entry, reported: false, userId, at: now() } as JournalEntry]);
      }),
    markReported: (id) =>
      serial(async () => {
        await save((await load()).map((e) => (e.id === id ? { ...e, reported: true } : e)));
      }),
  };
}

/**
 * A report the server will never take, so sending it again is pointless: it refused it (the instruction is
 * unknown, already finished otherwise, or the report malformed). Not signed in, too many requests, a timeout and
 * anything without an answer are worth another try.
 */
export function reportRefusedForGood(error: unknown): boolean {
  if (!(error instanceof InroadApiError)) return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}
