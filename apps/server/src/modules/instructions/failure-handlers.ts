import type { InstructionType, NetworkFailure } from '@inroad/contracts/network';
import type { DbOrTx } from '../../db/client.ts';
import type { InstructionRow } from './instructions.queries.ts';

// The queue hands instructions out and records their outcome; what a refused instruction means for the user's
// data belongs to the module that queued it. Each action module registers a handler for its instruction types
// (engage for likes, comments, follows and invitations), and the queue calls it when an instruction fails, so
// the queue imports no module that queues work on it.

export type FailedInstructionHandler = {
  /** Undoes what the action changed when it was accepted; runs in the transaction that fails the instruction. */
  revert(tx: DbOrTx, instruction: InstructionRow): Promise<void>;
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
