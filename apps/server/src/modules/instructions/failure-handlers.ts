import type { InstructionType } from '@inroad/contracts/instruction-payloads';
import type { InstructionOutcome } from '@inroad/contracts/instructions';
import type { NetworkFailure } from '@inroad/contracts/network';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { InstructionRow } from './instructions.queries.ts';

// The queue hands instructions out and records their outcome; what a refused instruction means for the user's
// data belongs to the module that queued it. Each action module registers a handler for its instruction types
// (engage for likes, comments, follows and invitations; publishing for posts), and the queue calls it when an
// instruction fails or is done, or is about to be handed out (is it still wanted?), so the queue imports no module
// that queues work on it.

/**
 * The failure code of an instruction the queue failed because the extension never reported on it: the failure's
 * message is the queue's, not the network's.
 */
export const NOT_REPORTED = 'NOT_REPORTED';

export type FailedInstructionHandler = {
  /** Undoes what the action changed when it was accepted; runs in the transaction that fails the instruction. */
  revert(tx: DbOrTx, instruction: InstructionRow, failure: NetworkFailure): Promise<void>;
  /** The notice the user sees about the refusal; null for work that needs no word (feed fetches). */
  notice(instruction: InstructionRow, failure: NetworkFailure): string | null;
};

const failureHandlers = new Map<InstructionType, FailedInstructionHandler>();

/** Registers what a failure of these instruction types undoes and says; a later registration replaces it. */
export function onInstructionFailed(types: readonly InstructionType[], handler: FailedInstructionHandler): void {
  for (const type of types) failureHandlers.set(type, handler);
}

/** The handler registered for a type; undefined when a failure of it changes nothing but the instruction. */
export function failureHandlerOf(type: InstructionType): FailedInstructionHandler | undefined {
  return failureHandlers.get(type);
}

/** What a finished instruction means for the module that queued it (a published post); runs in the report's transaction. */
export type DoneInstructionHandler = (
  tx: Tx,
  instruction: InstructionRow,
  outcome: InstructionOutcome | null,
  now: Date,
) => Promise<void>;

const doneHandlers = new Map<InstructionType, DoneInstructionHandler>();

/** Registers what a reported success of these instruction types records; a later registration replaces it. */
export function onInstructionDone(types: readonly InstructionType[], handler: DoneInstructionHandler): void {
  for (const type of types) doneHandlers.set(type, handler);
}

/** The handler registered for a type; undefined when only the instruction records the success. */
export function doneHandlerOf(type: InstructionType): DoneInstructionHandler | undefined {
  return doneHandlers.get(type);
}

/**
 * What a success means that is reported after the queue failed the instruction for want of a report (the
 * extension's report was lost and arrived late); true when the module took it, and the instruction is done after all.
 */
export type LateDoneInstructionHandler = (
  tx: Tx,
  instruction: InstructionRow,
  outcome: InstructionOutcome | null,
  now: Date,
) => Promise<boolean>;

const lateDoneHandlers = new Map<InstructionType, LateDoneInstructionHandler>();

/** Registers how a late success of these instruction types is recorded; without one it is refused. */
export function onLateInstructionDone(types: readonly InstructionType[], handler: LateDoneInstructionHandler): void {
  for (const type of types) lateDoneHandlers.set(type, handler);
}

export function lateDoneHandlerOf(type: InstructionType): LateDoneInstructionHandler | undefined {
  return lateDoneHandlers.get(type);
}

/**
 * Whether an instruction is still wanted when the extension comes to take it: what it was queued for may have gone
 * since (a post deleted, or its plan, while it waited for the extension). Runs in the claim's transaction; an
 * instruction no longer wanted is cancelled, not handed out.
 */
export type ClaimCheck = (tx: Tx, instruction: InstructionRow) => Promise<boolean>;

const claimChecks = new Map<InstructionType, ClaimCheck>();

/** Registers the check a claim of these instruction types makes first; a later registration replaces it. */
export function onInstructionClaim(types: readonly InstructionType[], check: ClaimCheck): void {
  for (const type of types) claimChecks.set(type, check);
}

export function claimCheckOf(type: InstructionType): ClaimCheck | undefined {
  return claimChecks.get(type);
}
