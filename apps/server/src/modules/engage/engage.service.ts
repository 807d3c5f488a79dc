import { CONNECT_NOTE_MAX_FREE } from '@inroad/contracts/constants';
import type { EngageResponse } from '@inroad/contracts/engage';
import type { InstructionType } from '@inroad/contracts/instruction-payloads';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { QueuedPayload } from '../instructions/instructions.queries.ts';
import * as iq from '../instructions/instructions.queries.ts';
import { queueInstruction } from '../instructions/instructions.service.ts';
import * as q from './engage.queries.ts';
import {
  checkCaps,
  type EngageCtx,
  posterKeysOf,
  recordEngagement,
  requireNotArchived,
  requireProfileId,
  withLockedPost,
} from './engage-context.ts';

// Like, follow and connect are toggles: "do" queues an instruction and sets the flag at once; "undo" of an
// action still waiting is a cancellation (nothing reaches the network), otherwise an undo instruction that
// addresses what the "do" created. Repeating a call whose effect is already there changes nothing.

/** `Do` and `Undo` tie each side's instruction type to the payload it queues. */
type Toggle<Do extends InstructionType, Undo extends InstructionType> = {
  doType: Do;
  undoType: Undo;
  engagement: 'like' | 'follow' | 'connect';
  isOn: (post: q.EngagePost) => boolean;
  setOn: (ctx: EngageCtx, on: boolean) => Promise<void>;
  target: (post: q.EngagePost) => string;
};

type Options = { db: Db; userId: string; postId: string; now?: Date };

const authorFlag = (flag: 'followed' | 'connected') => async (ctx: EngageCtx, on: boolean) =>
  q.setAuthorFlag(ctx.tx, {
    userId: ctx.userId,
    postId: ctx.post.id,
    authorKeys: ctx.post.authorKeys,
    flag,
    value: on,
  });

const LIKE: Toggle<'like', 'unlike'> = {
  doType: 'like',
  undoType: 'unlike',
  engagement: 'like',
  isOn: (post) => post.liked,
  setOn: async (ctx, on) => {
    await q.setLiked(ctx.tx, ctx.userId, ctx.post.id, on);
  },
  target: (post) => `post:${post.id}`,
};
const FOLLOW: Toggle<'follow', 'unfollow'> = {
  doType: 'follow',
  undoType: 'unfollow',
  engagement: 'follow',
  isOn: (post) => post.followed,
  setOn: authorFlag('followed'),
  target: (post) => `profile:${requireProfileId(post)}`,
};
const CONNECT: Toggle<'connect', 'withdraw_connection'> = {
  doType: 'connect',
  undoType: 'withdraw_connection',
  engagement: 'connect',
  isOn: (post) => post.connected,
  setOn: authorFlag('connected'),
  target: (post) => `profile:${requireProfileId(post)}`,
};

async function turnOn<Do extends InstructionType>(
  ctx: EngageCtx,
  toggle: Toggle<Do, InstructionType>,
  queue: (target: string) => Promise<{ payload: QueuedPayload<Do>; hasNote?: boolean }>,
): Promise<void> {
  const { tx, userId, post, now } = ctx;
  if (toggle.isOn(post)) return;
  const target = toggle.target(post);
  const waitingUndo = await iq.findPending(tx, userId, toggle.undoType, target);
  if (waitingUndo) {
    await iq.cancelInstruction(tx, waitingUndo.id, now);
    await q.setEngagementUndone(tx, userId, waitingUndo.context.undoneEngagementId, null);
    await toggle.setOn(ctx, true);
    return;
  }
  // Another post by the same author may have queued it already.
  if (!(await iq.findPending(tx, userId, toggle.doType, target))) {
    const { payload, hasNote } = await queue(target);
    const instruction = await queueInstruction(tx, {
      userId,
      type: toggle.doType,
      payload,
      target,
      postId: post.id,
      context: { posterName: post.posterName, authorKeys: post.authorKeys, ...(hasNote ? { hasNote } : {}) },
    });
    await recordEngagement(ctx, toggle.engagement, instruction.id);
  }
  await toggle.setOn(ctx, true);
}

async function turnOff<Undo extends InstructionType>(
  ctx: EngageCtx,
  toggle: Toggle<InstructionType, Undo>,
  payload: (target: string) => QueuedPayload<Undo>,
) {
  const { tx, userId, post, now } = ctx;
  if (!toggle.isOn(post)) return;
  const target = toggle.target(post);
  const waitingDo = await iq.findPending(tx, userId, toggle.doType, target);
  if (waitingDo) {
    await iq.cancelInstruction(tx, waitingDo.id, now);
    await q.deleteEngagementsOf(tx, userId, waitingDo.id);
    await toggle.setOn(ctx, false);
    return;
  }
  if (!(await iq.findPending(tx, userId, toggle.undoType, target))) {
    const done = await iq.findLatestEffective(tx, userId, toggle.doType, target);
    const engagement =
      toggle.engagement === 'like'
        ? await q.findActiveEngagement(tx, userId, { type: 'like', postId: post.id })
        : await q.findActiveEngagement(tx, userId, { type: toggle.engagement, posterKeys: posterKeysOf(post) });
    await queueInstruction(tx, {
      userId,
      type: toggle.undoType,
      payload: payload(target),
      target,
      postId: post.id,
      dependsOn: done?.id ?? null,
      context: { posterName: post.posterName, authorKeys: post.authorKeys, undoneEngagementId: engagement?.id ?? null },
    });
    await q.setEngagementUndone(tx, userId, engagement?.id, now);
  }
  await toggle.setOn(ctx, false);
}

export function likePost(options: Options): Promise<EngageResponse> {
  return withLockedPost(options, async (ctx) => {
    if (!ctx.post.liked) requireNotArchived(ctx.post, 'like');
    await turnOn(ctx, LIKE, async () => {
      await checkCaps(ctx, ['like']);
      return { payload: { platform: ctx.post.platform, postUrn: ctx.post.externalId } };
    });
  });
}

export function unlikePost(options: Options): Promise<EngageResponse> {
  return withLockedPost(options, (ctx) =>
    turnOff(ctx, LIKE, () => ({ platform: ctx.post.platform, postUrn: ctx.post.externalId, reactionUrn: null })),
  );
}

export function followPoster(options: Options): Promise<EngageResponse> {
  return withLockedPost(options, async (ctx) => {
    if (!ctx.post.followed) requireNotArchived(ctx.post, 'follow the author of');
    await turnOn(ctx, FOLLOW, async () => {
      await checkCaps(ctx, ['follow']);
      return { payload: { profileId: requireProfileId(ctx.post) } };
    });
  });
}

export function unfollowPoster(options: Options): Promise<EngageResponse> {
  return withLockedPost(options, (ctx) => turnOff(ctx, FOLLOW, () => ({ profileId: requireProfileId(ctx.post) })));
}

export function connectPoster(options: Options & { note: string | null | undefined }): Promise<EngageResponse> {
  const note = options.note ?? null;
  return withLockedPost(options, async (ctx) => {
    if (!ctx.post.connected) requireNotArchived(ctx.post, 'connect with the author of');
    await turnOn(ctx, CONNECT, async () => {
      if (note && ctx.queue.linkedinAccount === 'free' && note.length > CONNECT_NOTE_MAX_FREE) {
        throw new AppError(
          'BAD_REQUEST',
          `message: a free LinkedIn account allows connection notes of at most ${CONNECT_NOTE_MAX_FREE} characters`,
        );
      }
      await checkCaps(ctx, note ? ['connect', 'connect_note'] : ['connect']);
      return { payload: { profileId: requireProfileId(ctx.post), note }, hasNote: note !== null };
    });
  });
}

export function withdrawConnection(options: Options): Promise<EngageResponse> {
  // The invitation's id is filled in from the connect instruction's result when the withdrawal is claimed.
  return withLockedPost(options, (ctx) => turnOff(ctx, CONNECT, () => ({})));
}
