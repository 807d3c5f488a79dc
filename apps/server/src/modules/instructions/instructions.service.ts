import { Instruction, type InstructionType } from '@inroad/contracts/instruction-payloads';
import {
  ACTION_INSTRUCTION_TYPES,
  type ClaimInstructionResponse,
  type InstructionOutcome,
  type LinkedinAccountType,
  type PendingInstructions,
  type ReportInstructionResponse,
} from '@inroad/contracts/instructions';
import type { NetworkFailure } from '@inroad/contracts/network';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { formatLocalTime } from '../../lib/zoned-time.ts';
import { insertNotice } from '../notices/notices.queries.ts';
import { userTimeZone } from '../user/user.queries.ts';
import { claimCheckOf, doneHandlerOf, failureHandlerOf, lateDoneHandlerOf, NOT_REPORTED } from './failure-handlers.ts';
import type { InstructionRow, NewInstruction } from './instructions.queries.ts';
import * as q from './instructions.queries.ts';

/** After this many claims without a report the instruction fails instead of being handed out again. */
export const MAX_ATTEMPTS = 3;
/** How soon an idle extension should ask again. */
const IDLE_POLL_MS = 30_000;
/** Feed fetches are lighter than actions but still spaced a little, so a refresh does not burst. */
const FETCH_SPACING_MS = 2_000;
/** Failures after which the network wants the account to stop for a while. */
const PAUSING_FAILURES = new Set<NetworkFailure['kind']>(['rate_limit', 'invite_limit', 'challenge', 'auth']);
/** How long after a lease runs out the check of an unreported instruction runs (settleExpiredLease). */
const LEASE_GRACE_SECONDS = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type QueueConfig = Config['actions'];

export function isAction(type: InstructionType): boolean {
  return (ACTION_INSTRUCTION_TYPES as readonly string[]).includes(type);
}

/** The mean spacing, jittered ±50% so actions do not tick like a machine. */
function jittered(meanMs: number, random: () => number = Math.random): number {
  return Math.round(meanMs * (0.5 + random()));
}

/** Queues one instruction; call inside the transaction that records what it is for. */
export async function queueInstruction<T extends InstructionType>(
  tx: DbOrTx,
  instruction: NewInstruction<T>,
): Promise<InstructionRow> {
  return q.insertInstruction(tx, instruction);
}

/**
 * Queues an instruction unless one of its type is already waiting for the same target (a second feed refresh
 * while the first one's fetch_source still waits); undefined then.
 */
export async function queueInstructionOnce<T extends InstructionType>(
  tx: DbOrTx,
  instruction: NewInstruction<T>,
): Promise<InstructionRow | undefined> {
  return q.insertInstructionIfAbsent(tx, instruction);
}

/**
 * Why an instruction the extension claimed and never reported, its lease run out, is failed rather than handed out
 * again; null when it may be handed out again.
 */
function unreportedFailure(row: InstructionRow): NetworkFailure | null {
  // Posting is not undone, and the post may be on LinkedIn already: a post is never handed out twice.
  if (row.type === 'publish_post' && row.attempts > 0) {
    return {
      kind: 'unknown',
      message:
        'The extension took this post earlier and did not report back; it may have been published. Check LinkedIn before retrying',
      code: NOT_REPORTED,
    };
  }
  if (row.attempts >= MAX_ATTEMPTS) {
    return {
      kind: 'unknown',
      message: `the extension did not report back after ${MAX_ATTEMPTS} attempts`,
      code: NOT_REPORTED,
    };
  }
  return null;
}

/**
 * The network payload as the extension needs it. Ids created by the prerequisite (a like's reaction, a comment,
 * an invitation) are filled in now: they did not exist when the undo was queued.
 */
async function materialise(
  tx: DbOrTx,
  row: InstructionRow,
): Promise<{ payload: Record<string, unknown> } | { problem: string; code?: string }> {
  const payload = { ...row.payload };
  const unreported = unreportedFailure(row);
  if (unreported) return { problem: unreported.message, code: NOT_REPORTED };
  const createdBefore = async () => {
    if (!row.dependsOn) return null;
    const prerequisite = await q.findInstruction(tx, row.userId, row.dependsOn);
    return prerequisite?.result?.createdId ?? null;
  };
  if (row.type === 'unlike' && !payload.reactionUrn) payload.reactionUrn = await createdBefore();
  if ((row.type === 'edit_comment' || row.type === 'delete_comment') && !payload.commentUrn) {
    payload.commentUrn = await createdBefore();
    if (!payload.commentUrn)
      return { problem: 'Inroad does not know the id of this comment on the network; change it there' };
  }
  if (row.type === 'withdraw_connection' && !payload.invitationUrn) {
    payload.invitationUrn = await createdBefore();
    if (!payload.invitationUrn)
      return { problem: 'Inroad does not know the id of this invitation; withdraw it on LinkedIn' };
  }
  const parsed = Instruction.safeParse({ id: row.id, type: row.type, payload });
  if (!parsed.success) return { problem: 'The instruction is incomplete and cannot be performed' };
  return { payload: parsed.data.payload as Record<string, unknown> };
}

/** Fails an instruction: reverts its effect, cancels what waited on it, tells the user, maybe pauses the queue. */
async function failInstruction(
  tx: DbOrTx,
  options: { row: InstructionRow; failure: NetworkFailure; now: Date; config: QueueConfig },
): Promise<Date | null> {
  const { row, failure, now } = options;
  await q.markFinished(tx, row.id, { status: 'failed', error: failure, now });
  await q.cancelPendingDependents(tx, row.id, now);
  const handler = failureHandlerOf(row.type);
  await handler?.revert(tx, row, failure);
  const message = handler?.notice(row, failure) ?? null;
  if (message) await insertNotice(tx, { userId: row.userId, kind: 'action_failed', message, postId: row.postId });
  if (failure.kind === 'auth' && isAction(row.type) && row.payload.platform !== 'reddit') {
    // Signed out of LinkedIn (a login redirect, no session cookie): the web app asks the user to sign in there.
    await insertNotice(tx, { userId: row.userId, kind: 'linkedin_sign_in', message: failure.message });
  }
  if (!PAUSING_FAILURES.has(failure.kind) || options.config.pauseHours <= 0) return null;
  const pausedUntil = new Date(now.getTime() + options.config.pauseHours * 3_600_000);
  const timeZone = await userTimeZone(tx, row.userId);
  await q.updateQueueState(tx, row.userId, { pausedUntil, pauseReason: failure.kind });
  const network = row.payload.platform === 'reddit' ? 'Reddit' : 'LinkedIn';
  const why =
    failure.kind === 'challenge'
      ? `${network} asked for a security check; complete it on ${network}`
      : failure.kind === 'auth'
        ? `${network} signed you out; sign in again in this browser`
        : `${network} reported a limit`;
  await insertNotice(tx, {
    userId: row.userId,
    kind: 'queue_paused',
    message: `${why}. Inroad paused its actions until ${formatLocalTime(pausedUntil, now, timeZone).replace(/^(at|on) /, '')} to keep your account safe.`,
  });
  return pausedUntil;
}

export async function claimInstruction(options: {
  db: Db;
  /** Where the check of an instruction that will not be handed out again is sent, for when its lease runs out. */
  queue: JobQueue;
  config: QueueConfig;
  userId: string;
  types?: InstructionType[];
  now?: Date;
}): Promise<ClaimInstructionResponse> {
  const { db, config, userId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const state = await q.lockQueueState(tx, userId);
    if (state.pausedUntil && state.pausedUntil > now) {
      return {
        instruction: null,
        lease: null,
        nextClaimAfterMs: state.pausedUntil.getTime() - now.getTime(),
        pausedUntil: state.pausedUntil.toISOString(),
      };
    }
    for (const row of await q.lockExhausted(tx, userId, now, MAX_ATTEMPTS)) {
      const failure = unreportedFailure(row);
      if (failure) await failInstruction(tx, { row, failure, now, config });
    }
    const spacingDue = !state.nextActionAt || state.nextActionAt <= now;
    const actionsAllowed = spacingDue && !(await q.hasLiveAction(tx, userId, now));
    // A few rounds: an instruction that turns out impossible is failed and the next one is tried.
    for (let round = 0; round < 5; round++) {
      const row = await q.lockNextClaimable(tx, { userId, now, types: options.types, actionsAllowed });
      if (!row) break;
      const stillWanted = claimCheckOf(row.type);
      if (stillWanted && !(await stillWanted(tx, row))) {
        await q.markCancelled(tx, row.id, now);
        await q.cancelPendingDependents(tx, row.id, now);
        continue;
      }
      const ready = await materialise(tx, row);
      if ('problem' in ready) {
        await failInstruction(tx, {
          row,
          failure: { kind: 'unknown', message: ready.problem, code: ready.code ?? null },
          now,
          config,
        });
        continue;
      }
      const leaseExpiresAt = new Date(now.getTime() + config.leaseSeconds * 1000);
      const claimed = await q.markClaimed(tx, row.id, { now, leaseExpiresAt, payload: ready.payload });
      if (unreportedFailure(claimed)) {
        // Its last chance: unreported, it fails when its lease runs out, also when the extension never asks again.
        await options.queue.send(
          'instruction.settle-lease',
          { userId, instructionId: claimed.id },
          { tx, startAfterSeconds: config.leaseSeconds + LEASE_GRACE_SECONDS },
        );
      }
      let nextClaimAfterMs = jittered(FETCH_SPACING_MS);
      if (isAction(claimed.type)) {
        nextClaimAfterMs = jittered(config.spacingSeconds * 1000);
        await q.updateQueueState(tx, userId, { nextActionAt: new Date(now.getTime() + nextClaimAfterMs) });
      }
      return {
        instruction: Instruction.parse({ id: claimed.id, type: claimed.type, payload: claimed.payload }),
        lease: { attempt: claimed.attempts, expiresAt: leaseExpiresAt.toISOString() },
        nextClaimAfterMs,
        pausedUntil: null,
      };
    }
    const waitForSpacing = !spacingDue && state.nextActionAt ? state.nextActionAt.getTime() - now.getTime() : 0;
    return {
      instruction: null,
      lease: null,
      nextClaimAfterMs: waitForSpacing > 0 ? waitForSpacing : IDLE_POLL_MS,
      pausedUntil: state.pausedUntil && state.pausedUntil > now ? state.pausedUntil.toISOString() : null,
    };
  });
}

/**
 * Fails an instruction whose lease ran out without a report, when the next claim would fail it rather than hand it
 * out again (unreportedFailure): a post the extension took and never reported shows as failed, with Retry, instead
 * of publishing until the extension asks again, which it may never do. A report or a claim that came first leaves
 * nothing to do.
 */
export async function settleExpiredLease(options: {
  db: Db;
  config: QueueConfig;
  userId: string;
  instructionId: string;
  now?: Date;
}): Promise<void> {
  const { db, config, userId } = options;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    // The lock every claim and report takes first.
    await q.lockQueueState(tx, userId);
    const row = await q.findInstructionForUpdate(tx, userId, options.instructionId);
    if (row?.status !== 'running' || !row.leaseExpiresAt || row.leaseExpiresAt >= now) return;
    const failure = unreportedFailure(row);
    if (failure) await failInstruction(tx, { row, failure, now, config });
  });
}

export async function reportInstructionResult(options: {
  db: Db;
  config: QueueConfig;
  userId: string;
  id: string;
  report: { status: 'done' | 'failed'; result?: InstructionOutcome; failure?: NetworkFailure };
  now?: Date;
}): Promise<ReportInstructionResponse> {
  const { db, config, userId, id, report } = options;
  const now = options.now ?? new Date();
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Instruction not found');
  return db.transaction(async (tx) => {
    // Same lock order as claims and engage actions: queue state, then the instruction.
    await q.lockQueueState(tx, userId);
    const row = await q.findInstructionForUpdate(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Instruction not found');
    const answer = (pausedUntil: Date | null): ReportInstructionResponse => ({
      status: 'success',
      instructionStatus: report.status,
      pausedUntil: pausedUntil?.toISOString() ?? null,
    });
    if (row.status === 'done' || row.status === 'failed' || row.status === 'cancelled') {
      // A repeated report (the extension retried after a lost answer) changes nothing.
      if (row.status === report.status) return answer(null);
      // The work was done after all, and its report came after the queue gave up waiting for it.
      if (row.status === 'failed' && report.status === 'done' && row.error?.code === NOT_REPORTED) {
        const taken = await lateDoneHandlerOf(row.type)?.(tx, row, report.result ?? null, now);
        if (taken) {
          await q.markFinished(tx, row.id, { status: 'done', result: report.result ?? null, now });
          return answer(null);
        }
      }
      throw new AppError('CONFLICT', `This instruction already finished as ${row.status}`);
    }
    // A late report after the lease ran out (and before anyone claimed it again) still counts: the work was done.
    if (row.attempts === 0) throw new AppError('CONFLICT', 'This instruction was not claimed');
    if (report.status === 'done') {
      await q.markFinished(tx, row.id, { status: 'done', result: report.result ?? null, now });
      await doneHandlerOf(row.type)?.(tx, row, report.result ?? null, now);
      return answer(null);
    }
    const failure = report.failure ?? { kind: 'unknown' as const, message: 'no reason given', code: null };
    return answer(await failInstruction(tx, { row, failure, now, config }));
  });
}

export async function getPendingInstructions(options: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<PendingInstructions> {
  const now = options.now ?? new Date();
  const { count, oldest } = await q.openSummary(options.db, options.userId);
  const state = await q.findQueueState(options.db, options.userId);
  const pausedUntil = state?.pausedUntil && state.pausedUntil > now ? state.pausedUntil.toISOString() : null;
  const ageOf = (since: Date) => Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000));
  const posts = count === 0 ? [] : await q.openOnPosts(options.db, options.userId);
  return {
    count,
    oldestAgeSeconds: oldest ? ageOf(oldest) : null,
    pausedUntil,
    posts: posts.map((p) => ({ postId: p.postId, type: p.type, ageSeconds: ageOf(p.oldest) })),
  };
}

export async function setLinkedinAccount(options: {
  db: Db;
  userId: string;
  account: LinkedinAccountType;
}): Promise<void> {
  await q.setLinkedinAccount(options.db, options.userId, options.account);
}
