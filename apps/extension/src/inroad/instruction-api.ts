import type { InstructionResult, InstructionType } from '@inroad/contracts/instruction-payloads';
import { claimInstruction, type InstructionOutcome, reportInstruction } from '@inroad/contracts/instructions';
import type { InstructionApi } from '../background/instruction-runner.ts';
import type { InroadApi } from './server-api.ts';

// The server's instruction queue over HTTP (POST /api/extension/instructions/claim and /:id/result). The server
// spaces actions out and says when to claim next; a wait longer than maxWaitMs ends the run instead (the next
// alarm or refresh claims again).

export interface HttpInstructionApiOptions {
  /** Only these types (e.g. fetch_source during a feed refresh); all when absent. */
  types?: InstructionType[];
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  maxWaitMs?: number;
}

const DEFAULT_MAX_WAIT_MS = 60_000;

function outcomeOf(result: Extract<InstructionResult, { ok: true }>): InstructionOutcome {
  const outcome: InstructionOutcome = { noteDropped: result.noteDropped };
  if (result.createdId) outcome.createdId = result.createdId;
  if (result.postCount !== null) outcome.postCount = result.postCount;
  if (result.url) outcome.url = result.url;
  if (result.metrics) outcome.metrics = result.metrics;
  return outcome;
}

export function createHttpInstructionApi(inroad: InroadApi, options: HttpInstructionApiOptions = {}): InstructionApi {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  let nextClaimAt = 0;
  let pausedUntil: number | null = null;

  return {
    pausedUntil: () => pausedUntil,
    // Both were the last session's queue's: kept, a pause met by one user would hold the next one's claims.
    sessionChanged() {
      nextClaimAt = 0;
      pausedUntil = null;
    },
    async claim() {
      const wait = nextClaimAt - now();
      if (wait > maxWaitMs) return null;
      if (wait > 0) await sleep(wait);
      const answer = await inroad.call(claimInstruction, { body: options.types ? { types: options.types } : {} });
      // The wait after a claimed instruction spaces the actions out, and a pause must be sat out. An empty queue's
      // idle interval only paces polling: work queued meanwhile (a like, a refresh) should start at once.
      const holds = answer.instruction !== null || answer.pausedUntil !== null;
      pausedUntil = answer.pausedUntil ? Date.parse(answer.pausedUntil) : null;
      nextClaimAt = holds ? now() + answer.nextClaimAfterMs : 0;
      return answer.instruction;
    },
    async report(id, result) {
      await inroad.call(reportInstruction, {
        params: { id },
        body: result.ok ? { status: 'done', result: outcomeOf(result) } : { status: 'failed', failure: result.failure },
      });
    },
  };
}
