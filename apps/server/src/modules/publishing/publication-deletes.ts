import { POST_IN_HAND_MESSAGE, SCOPE_IN_HAND_MESSAGES, VARIANT_IN_HAND_MESSAGE } from '@inroad/contracts/publishing';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { cancelInstruction, lockQueueState } from '../instructions/instructions.queries.ts';
import { holdingInstructionOf } from './extension-publishing.ts';
import * as q from './publishing.queries.ts';

// Deleting a post, a variant, an idea, a topic or a plan while one of its posts may be going out right now.

/**
 * Deletes an item (`remove`, in the same transaction) unless a worker or the extension has its publication in hand
 * right now: it may go out whatever Inroad then records. One still waiting (for its time, or for the extension) may
 * go: a job finds nothing to do, and the extension's instruction is cancelled with it.
 *
 * The check and the delete are one transaction under the locks a claim meets: the action queue's, which the
 * extension's claim and a hand-off to it take first, and the publication's row, which a worker's claim updates. A
 * claim that comes meanwhile waits for the delete and finds nothing; one already under way is seen once it is done.
 */
export async function deleteUnlessInHand<T>(
  db: Db,
  userId: string,
  item: q.ItemRef,
  remove: (tx: Tx) => Promise<T>,
  now = new Date(),
): Promise<T> {
  // A post's variant goes with the post: the post waits for it too.
  const refusal = (row: q.PublicationRow) =>
    'answerId' in item && row.variantId !== null ? VARIANT_IN_HAND_MESSAGE : POST_IN_HAND_MESSAGE;
  return deleteUnlessAnyInHand(db, userId, (tx) => q.lockPublicationsOfItem(tx, userId, item), refusal, remove, now);
}

/**
 * Deletes an idea, a topic or a plan (`remove`) unless a post below it is in hand, as `deleteUnlessInHand` does for
 * the post itself: the delete would take the post with it, and the post may still go out.
 */
export async function deleteScopeUnlessInHand<T>(
  db: Db,
  userId: string,
  scope: q.ContentScope,
  remove: (tx: Tx) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const refusal = () => SCOPE_IN_HAND_MESSAGES[scopeKind(scope)];
  return deleteUnlessAnyInHand(db, userId, (tx) => q.lockPublicationsUnder(tx, userId, scope), refusal, remove, now);
}

/** The transaction both deletes share: the locks, the check of every publication the delete takes, the delete. */
async function deleteUnlessAnyInHand<T>(
  db: Db,
  userId: string,
  lockTaken: (tx: Tx) => Promise<q.PublicationRow[]>,
  refusal: (row: q.PublicationRow) => string,
  remove: (tx: Tx) => Promise<T>,
  now: Date,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockQueueState(tx, userId);
    const taken = await lockTaken(tx);
    for (const row of taken) {
      if (await isInHand(tx, row, now)) throw new AppError('CONFLICT', refusal(row));
    }
    // A post still waiting for the extension is cancelled now, not at the claim: until then the waiting post would
    // count against the day's post cap and the queue's waiting count.
    for (const row of taken) {
      const instructionId = holdingInstructionOf(row.claimToken);
      if (instructionId) await cancelInstruction(tx, instructionId, now);
    }
    return remove(tx);
  });
}

const scopeKind = (scope: q.ContentScope) => ('ideaId' in scope ? 'idea' : 'topicId' in scope ? 'topic' : 'plan');

/** Whether the extension (its claimed instruction's lease) or a worker (its claim) is publishing this row right now. */
async function isInHand(db: DbOrTx, row: q.PublicationRow, now: Date): Promise<boolean> {
  if (row.status !== 'publishing') return false;
  const instructionId = holdingInstructionOf(row.claimToken);
  return instructionId
    ? q.instructionInHand(db, instructionId, now)
    : row.claimedUntil !== null && row.claimedUntil > now;
}
