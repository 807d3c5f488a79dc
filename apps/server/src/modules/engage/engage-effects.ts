import { ACTION_INSTRUCTION_TYPES } from '@inroad/contracts/instructions';
import type { NetworkFailure } from '@inroad/contracts/network';
import { clipText } from '@inroad/contracts/text';
import type { DbOrTx } from '../../db/client.ts';
import { onInstructionFailed } from '../instructions/failure-handlers.ts';
import type { InstructionRow } from '../instructions/instructions.queries.ts';
import * as q from './engage.queries.ts';

// What a failed network action undoes. The post was changed when the action was accepted (the spec's count
// moves as soon as the server says success); when the network refuses, the change is reverted, but only where
// the post still shows this action's effect (a later toggle by the user wins).

const MESSAGE_MAX = 300;

function platformName(instruction: InstructionRow): string {
  return instruction.payload.platform === 'reddit' ? 'Reddit' : 'LinkedIn';
}

/** Reverts the effect of a failed action on the post(s) and the engagement records. */
export async function revertFailedAction(tx: DbOrTx, instruction: InstructionRow): Promise<void> {
  const { userId, postId, context } = instruction;
  const authorKeys = context.authorKeys ?? [];
  switch (instruction.type) {
    case 'like':
      if (postId) await q.setLiked(tx, userId, postId, false);
      await q.deleteEngagementsOf(tx, userId, instruction.id);
      return;
    case 'unlike':
      if (postId) await q.setLiked(tx, userId, postId, true);
      await q.setEngagementUndone(tx, userId, context.undoneEngagementId, null);
      return;
    case 'comment':
      // Edits queued behind it were cancelled with it: whatever text the post shows now never reached the network.
      if (postId) await q.setComment(tx, userId, postId, null, { isSet: true });
      await q.deleteEngagementsOf(tx, userId, instruction.id);
      return;
    case 'edit_comment': {
      const text = typeof instruction.payload.text === 'string' ? instruction.payload.text : null;
      const previous = context.previousComment ?? null;
      if (postId && text !== null) await q.setComment(tx, userId, postId, previous, { is: text });
      const engagement = postId ? await q.findActiveEngagement(tx, userId, { type: 'comment', postId }) : undefined;
      if (engagement) await q.setEngagementComment(tx, userId, engagement.id, previous);
      return;
    }
    case 'delete_comment':
      if (postId) await q.setComment(tx, userId, postId, context.previousComment ?? null, { is: null });
      await q.setEngagementUndone(tx, userId, context.undoneEngagementId, null);
      return;
    case 'follow':
    case 'connect':
      await q.setAuthorFlag(tx, {
        userId,
        postId,
        authorKeys,
        flag: instruction.type === 'follow' ? 'followed' : 'connected',
        value: false,
      });
      await q.deleteEngagementsOf(tx, userId, instruction.id);
      return;
    case 'unfollow':
    case 'withdraw_connection':
      await q.setAuthorFlag(tx, {
        userId,
        postId,
        authorKeys,
        flag: instruction.type === 'unfollow' ? 'followed' : 'connected',
        value: true,
      });
      await q.setEngagementUndone(tx, userId, context.undoneEngagementId, null);
      return;
    case 'fetch_source':
    case 'publish_post':
    case 'read_post_metrics':
      return;
  }
}

/** The notice the user sees about a refused action; null for work that needs no word (feed fetches). */
export function failureNotice(instruction: InstructionRow, failure: NetworkFailure): string | null {
  const network = platformName(instruction);
  const name = instruction.context.posterName?.trim();
  const whose = name ? `${name}'s` : 'a';
  const person = name || 'this person';
  const reason = clipText(failure.message.trim(), MESSAGE_MAX) || 'no reason given';
  const because = `${network} said: ${reason}`;
  switch (instruction.type) {
    case 'like':
      return `Could not like ${whose} post (${because}). The like was undone.`;
    case 'unlike':
      return `Could not remove your like from ${whose} post (${because}). It is still liked.`;
    case 'comment':
      return `Could not post your comment on ${whose} post (${because}). The comment was removed.`;
    case 'edit_comment':
      return `Could not edit your comment on ${whose} post (${because}). The previous text was restored.`;
    case 'delete_comment':
      return `Could not delete your comment on ${whose} post (${because}). It is still there.`;
    case 'follow':
      return `Could not follow ${person} (${because}).`;
    case 'unfollow':
      return `Could not unfollow ${person} (${because}). You still follow them.`;
    case 'connect':
      return `Could not send ${person} a connection request (${because}).`;
    case 'withdraw_connection':
      return `Could not withdraw the connection request to ${person} (${because}).`;
    case 'fetch_source':
    // The publication records the failure and tells the user (publish_failed), with Retry on the queue row.
    case 'publish_post':
    // A post's numbers are read again at the next scheduled read; a failed read needs no word.
    case 'read_post_metrics':
      return null;
  }
}

/** Has the instruction queue revert engage's actions and tell the user when the network refuses one. */
export function registerEngageFailureHandlers(): void {
  // Posts are publishing's: it records their failure on the publication (registerExtensionPublishingHandlers).
  const engageTypes = ACTION_INSTRUCTION_TYPES.filter((type) => type !== 'publish_post');
  onInstructionFailed(engageTypes, { revert: revertFailedAction, notice: failureNotice });
}
