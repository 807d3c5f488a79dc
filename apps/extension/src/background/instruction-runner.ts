import type { Instruction, InstructionResult } from '@inroad/contracts/instruction-payloads';
import { failurePausesQueue, NetworkFailure } from '@inroad/contracts/network';
import { z } from 'zod';
import { type KeyValueStore, memoryStore } from '../platform/chrome.ts';
import { resultOfError, UnreadOutcome } from './actions.ts';
import { type ReportJournal, reportRefusedForGood, type UnreadAnswer } from './report-journal.ts';

// Claim → execute → report, one instruction at a time, with a human-like gap between network actions. A limit
// or challenge from the network ends the run at once (the server pauses the queue when it hears of it). Every
// outcome goes into the report journal before it is reported: a report that does not arrive is sent again at the
// start of the next run, before anything new is claimed, and a write with an idempotency key is never repeated for
// its user.

/** The server's instruction queue, as the runner sees it. */
export interface InstructionApi {
  /** The next due instruction, or null when there is nothing to do now. */
  claim(): Promise<Instruction | null>;
  report(id: string, result: InstructionResult): Promise<void>;
  /** Until when (epoch ms) the server said at the last claim that it holds the queue after a limit; null: it does not. */
  pausedUntil?(): number | null;
  /** Another Inroad session took over (or none is left): the waits the last one's claims were given are not its. */
  sessionChanged?(): void;
}

export const RunEnd = z.enum(['empty', 'paused', 'limit', 'unreachable']);
export type RunEnd = z.infer<typeof RunEnd>;

export interface RunSummary {
  done: number;
  failed: number;
  end: RunEnd;
  /** The failure that ended a paused run. */
  failure?: NetworkFailure;
  /** Why the queue could not be reached, for an unreachable run. */
  error?: string;
}

/** How a run ended, and when: the queue's line in the toolbar popup. */
const LastRun = z.object({
  end: RunEnd,
  done: z.number(),
  failed: z.number(),
  failure: NetworkFailure.optional(),
  error: z.string().optional(),
  finishedAt: z.number(),
});
export type LastRun = RunSummary & { finishedAt: number };
const LAST_RUN_KEY = 'inroad.lastRun';

export interface RunnerOptions {
  api: InstructionApi;
  execute: (instruction: Instruction) => Promise<InstructionResult>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** The gap between two network actions; reads (fetch_source, read_post_metrics) get a tenth of it. */
  gapMs?: { min: number; max: number };
  /** Instructions per run at most, so one run cannot go on for ever. */
  maxPerRun?: number;
  /** Runs before the first claim of each run (telling the server the LinkedIn account kind); its failure is ignored. */
  beforeRun?: () => Promise<unknown>;
  /** Where outcomes wait until the server has them (chrome.storage in the extension). */
  journal?: ReportJournal;
  /** Reads a write's answer Inroad could not read when it came (the server's classifier). */
  readOutcome?: (answer: UnreadAnswer) => Promise<InstructionResult>;
  /**
   * Where the last run's end is kept, so a pause and its reason outlive the service worker (stopped when idle for
   * half a minute): the browser's session storage; this worker's memory when absent.
   */
  statusStore?: KeyValueStore;
}

/** The key a write must be performed under at most once (publish_post's), or null. */
function idempotencyKeyOf(instruction: Instruction): string | null {
  const key = (instruction.payload as { idempotencyKey?: unknown }).idempotencyKey;
  return typeof key === 'string' && key ? key : null;
}

/** Reads change nothing on the network: spaced like feed fetches, not like actions. */
const isRead = (instruction: Instruction) =>
  instruction.type === 'fetch_source' || instruction.type === 'read_post_metrics';

export const DEFAULT_GAP_MS = { min: 2_000, max: 10_000 };
const DEFAULT_MAX_PER_RUN = 50;

export function createInstructionRunner(options: RunnerOptions) {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const gap = options.gapMs ?? DEFAULT_GAP_MS;
  const maxPerRun = options.maxPerRun ?? DEFAULT_MAX_PER_RUN;
  const statusStore = options.statusStore ?? memoryStore();
  let current: Promise<RunSummary> | null = null;
  // What the run is busy with, for checkRefreshFeedStatus: the type last claimed, and whether a feed refresh
  // asked for the run (its fetches are about to be claimed).
  let claimedType: Instruction['type'] | null = null;
  let forFeeds = false;
  // How the last run ended, for the toolbar popup (a queue paused after a limit says so there); null until this
  // worker finished a run or read the one kept from before it.
  let lastRun: LastRun | null = null;
  const signedInUser = async () => (await options.journal?.signedInUser()) ?? null;

  /** The last run, this worker's or the one kept by the worker before; the status is no reason to fail. */
  async function readLastRun(): Promise<LastRun | null> {
    if (lastRun) return lastRun;
    const kept = LastRun.safeParse(await statusStore.get(LAST_RUN_KEY).catch(() => undefined));
    // A run that finished while storage was read is the newer.
    if (kept.success && !lastRun) lastRun = kept.data;
    return lastRun;
  }

  const pause = (instruction: Instruction) => {
    const ms = gap.min + random() * (gap.max - gap.min);
    return sleep(Math.round(isRead(instruction) ? ms / 10 : ms));
  };

  /**
   * Sends one report; the reason when Inroad could not be reached (the journal keeps it for the next run). The
   * report of an instruction claimed before another user signed in waits in the journal for its user's session:
   * the server would refuse it to the session signed in now (404), and the report would be lost.
   */
  async function deliver(id: string, userId: string | null, result: InstructionResult): Promise<string | null> {
    if (userId !== null && (await signedInUser()) !== userId) return null;
    try {
      await options.api.report(id, result);
    } catch (error) {
      if (!reportRefusedForGood(error)) return error instanceof Error ? error.message : String(error);
    }
    await options.journal?.markReported(id);
    return null;
  }

  async function readLater(answer: UnreadAnswer): Promise<InstructionResult> {
    if (!options.readOutcome) throw new Error('No reader for a kept network answer');
    return options.readOutcome(answer);
  }

  async function loop(): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, failed: 0, end: 'limit' };
    // The server checks a free account's note limits when a connect is queued: it must know the kind first.
    await options.beforeRun?.().catch(() => {});
    // What an earlier run did and could not tell: the server learns it before it hands out anything more.
    for (const entry of (await options.journal?.unreported()) ?? []) {
      let result: InstructionResult;
      if (entry.unread === undefined) {
        result = entry.result;
      } else {
        try {
          result = await readLater(entry.unread);
        } catch (error) {
          // Refused for good (the answer is more than Inroad takes): reported as the failure it is, as at once.
          if (!reportRefusedForGood(error)) {
            return { ...summary, end: 'unreachable', error: error instanceof Error ? error.message : String(error) };
          }
          result = resultOfError(error);
        }
        await options.journal?.record({ id: entry.id, key: entry.key, userId: entry.userId, result });
      }
      const unreachable = await deliver(entry.id, entry.userId, result);
      if (unreachable) return { ...summary, end: 'unreachable', error: unreachable };
    }
    for (let count = 0; count < maxPerRun; count++) {
      let instruction: Instruction | null;
      // Whose instruction it is: the session that claims it, read now, as the session may change (another user
      // signs in, or a refused call forgets it) before the outcome is recorded.
      let userId: string | null;
      try {
        userId = await signedInUser();
        instruction = await options.api.claim();
      } catch (error) {
        return { ...summary, end: 'unreachable', error: error instanceof Error ? error.message : String(error) };
      }
      if (!instruction) {
        // Nothing handed out because the queue is paused after a limit: the run says so, not that all is done.
        const until = options.api.pausedUntil?.() ?? null;
        return { ...summary, end: until !== null && until > Date.now() ? 'paused' : 'empty' };
      }
      // The session changed while the claim waited its turn: whose instruction came cannot be told, so it is left
      // alone, to be handed out again to its user when its lease runs out.
      if ((await signedInUser()) !== userId) continue;
      claimedType = instruction.type;
      if (count > 0) await pause(instruction);

      const key = idempotencyKeyOf(instruction);
      // A write already performed under this key (its report was lost, and it came round again) is not repeated.
      const performed = key ? await options.journal?.outcomeOf(key, userId) : undefined;
      let result: InstructionResult;
      try {
        result = performed ?? (await options.execute(instruction));
      } catch (error) {
        if (!(error instanceof UnreadOutcome)) throw error;
        // Done on the network, unread by Inroad: kept, and read and reported before anything new is claimed.
        await options.journal?.record({
          id: instruction.id,
          key,
          userId,
          unread: { platform: error.platform, body: error.body },
        });
        return { ...summary, end: 'unreachable', error: error.message };
      }
      await options.journal?.record({ id: instruction.id, key, userId, result });
      const unreachable = await deliver(instruction.id, userId, result);
      if (unreachable) return { ...summary, end: 'unreachable', error: unreachable };
      if (result.ok) {
        summary.done++;
        continue;
      }
      summary.failed++;
      if (failurePausesQueue(result.failure)) return { ...summary, end: 'paused', failure: result.failure };
    }
    return summary;
  }

  return {
    /** True while a run is going. */
    get running(): boolean {
      return current !== null;
    },
    /** True while the run reads feeds (fetch_source), or is about to for a feed refresh. */
    get fetching(): boolean {
      return current !== null && (claimedType === 'fetch_source' || (claimedType === null && forFeeds));
    },
    /** How the last finished run ended, and when; null before the first (of this worker: see readLastRun). */
    get lastRun(): LastRun | null {
      return lastRun;
    },
    /** How the last finished run ended, and when, also when it ended before the service worker restarted. */
    readLastRun,
    /** A new Inroad session was handed over, or the session was forgotten. */
    sessionChanged(): void {
      options.api.sessionChanged?.();
    },
    /** Starts a run unless one is going; false when one already was. `feeds`: a feed refresh asked for it. */
    start(options: { feeds?: boolean } = {}): boolean {
      if (options.feeds) forFeeds = true;
      if (current) return false;
      current = loop()
        .then(async (summary) => {
          // A run that found the queue still paused keeps the run that met the limit, with its reason and time.
          const stillPaused = summary.end === 'paused' && !summary.failure && summary.done + summary.failed === 0;
          if (!(stillPaused && (await readLastRun())?.end === 'paused')) {
            lastRun = { ...summary, finishedAt: Date.now() };
            await statusStore.set(LAST_RUN_KEY, lastRun).catch(() => {});
          }
          return summary;
        })
        .finally(() => {
          current = null;
          claimedType = null;
          forFeeds = false;
        });
      return true;
    },
    /** Runs now (or joins the run going) and gives its summary. */
    run(): Promise<RunSummary> {
      if (!current) this.start();
      return current as Promise<RunSummary>;
    },
  };
}

export type InstructionRunner = ReturnType<typeof createInstructionRunner>;
