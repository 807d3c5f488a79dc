import type { EngageResponse } from '@inroad/contracts/engage';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as iq from '../instructions/instructions.queries.ts';
import { queueInstruction } from '../instructions/instructions.service.ts';
import * as q from './engage.queries.ts';
import { checkCaps, recordEngagement, requireNotArchived, withLockedPost } from './engage-context.ts';

// The user's own comment on a post: none -> set (add) -> edited (edit) -> none (delete). While the comment (or an
// edit) still waits for the extension, a change rewrites what waits instead of queuing another network action.

type Options = { db: Db; userId: string; postId: string; now?: Date };

const targetOf = (postId: string) => `post:${postId}`;

export function addComment(options: Options & { comment: string }): Promise<EngageResponse> {
  const { comment } = options;
  return withLockedPost(options, async (ctx) => {
    const { tx, userId, post } = ctx;
    if (post.comment === comment) return;
    if (post.comment !== null) {
      throw new AppError('CONFLICT', 'You already commented on this post; edit or delete that comment instead');
    }
    requireNotArchived(post, 'comment on');
    await checkCaps(ctx, ['comment']);
    const instruction = await queueInstruction(tx, {
      userId,
      type: 'comment',
      payload: { platform: post.platform, postUrn: post.externalId, text: comment, parentCommentUrn: null },
      target: targetOf(post.id),
      postId: post.id,
      context: { posterName: post.posterName },
    });
    await recordEngagement(ctx, 'comment', instruction.id, { comment });
    await q.setComment(tx, userId, post.id, comment);
  });
}

export function editComment(options: Options & { comment: string }): Promise<EngageResponse> {
  const { comment } = options;
  return withLockedPost(options, async (ctx) => {
    const { tx, userId, post } = ctx;
    if (post.comment === null) throw new AppError('CONFLICT', 'You have no comment on this post to edit');
    if (post.comment === comment) return;
    const target = targetOf(post.id);
    const waiting =
      (await iq.findPending(tx, userId, 'comment', target)) ??
      (await iq.findPending(tx, userId, 'edit_comment', target));
    if (waiting) {
      await iq.updatePayload(tx, waiting.id, { ...waiting.payload, text: comment });
    } else {
      const posted = await iq.findLatestEffective(tx, userId, 'comment', target);
      await queueInstruction(tx, {
        userId,
        type: 'edit_comment',
        payload: { platform: post.platform, text: comment },
        target,
        postId: post.id,
        dependsOn: posted?.id ?? null,
        context: { posterName: post.posterName, previousComment: post.comment },
      });
    }
    const engagement = await q.findActiveEngagement(tx, userId, { type: 'comment', postId: post.id });
    if (engagement) await q.setEngagementComment(tx, userId, engagement.id, comment);
    await q.setComment(tx, userId, post.id, comment);
  });
}

export function deleteComment(options: Options): Promise<EngageResponse> {
  return withLockedPost(options, async (ctx) => {
    const { tx, userId, post, now } = ctx;
    if (post.comment === null) return;
    const target = targetOf(post.id);
    const waitingComment = await iq.findPending(tx, userId, 'comment', target);
    const waitingEdit = await iq.findPending(tx, userId, 'edit_comment', target);
    // An edit that never ran is moot; the network still has the text from before it.
    if (waitingEdit) await iq.cancelInstruction(tx, waitingEdit.id, now);
    if (waitingComment) {
      await iq.cancelInstruction(tx, waitingComment.id, now);
      await q.deleteEngagementsOf(tx, userId, waitingComment.id);
    } else if (!(await iq.findPending(tx, userId, 'delete_comment', target))) {
      const posted = await iq.findLatestEffective(tx, userId, 'comment', target);
      const engagement = await q.findActiveEngagement(tx, userId, { type: 'comment', postId: post.id });
      const previousComment = waitingEdit ? (waitingEdit.context.previousComment ?? post.comment) : post.comment;
      await queueInstruction(tx, {
        userId,
        type: 'delete_comment',
        payload: { platform: post.platform },
        target,
        postId: post.id,
        dependsOn: posted?.id ?? null,
        context: { posterName: post.posterName, previousComment, undoneEngagementId: engagement?.id ?? null },
      });
      await q.setEngagementUndone(tx, userId, engagement?.id, now);
      if (engagement && waitingEdit) await q.setEngagementComment(tx, userId, engagement.id, previousComment);
    }
    await q.setComment(tx, userId, post.id, null);
  });
}
