import type { CappedAction, EngageResponse } from '@inroad/contracts/engage';
import { clipText } from '@inroad/contracts/text';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { lockQueueState, type QueueState } from '../instructions/instructions.queries.ts';
import { userTimeZone } from '../user/user.queries.ts';
import { assertWithinCaps } from './caps.ts';
import * as q from './engage.queries.ts';

// The frame every engage action runs in: one transaction holding the user's queue lock (so caps and the
// one-pending-per-target rule hold under parallel requests) and the post's row lock.

export type EngageCtx = { tx: Tx; userId: string; post: q.EngagePost; queue: QueueState; now: Date };

export async function withLockedPost(
  options: { db: Db; userId: string; postId: string; now?: Date },
  act: (ctx: EngageCtx) => Promise<void>,
): Promise<EngageResponse> {
  const { db, userId, postId } = options;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const queue = await lockQueueState(tx, userId);
    const post = await q.lockPost(tx, userId, postId);
    if (!post) throw new AppError('NOT_FOUND', 'Post not found');
    await act({ tx, userId, post, queue, now });
    const state = await q.findPostState(tx, userId, postId);
    return { status: 'success', ...state! };
  });
}

export async function checkCaps(ctx: EngageCtx, actions: CappedAction[]): Promise<void> {
  await assertWithinCaps(ctx.tx, {
    userId: ctx.userId,
    actions,
    account: ctx.queue.linkedinAccount,
    timeZone: await userTimeZone(ctx.tx, ctx.userId),
    now: ctx.now,
  });
}

export function requireNotArchived(post: q.EngagePost, doing: string): void {
  if (post.archived) throw new AppError('CONFLICT', `This post is archived; unarchive it to ${doing} it`);
}

/** Follow and connect address a LinkedIn member by profile id. */
export function requireProfileId(post: q.EngagePost): string {
  if (post.platform !== 'linkedin') {
    throw new AppError('CONFLICT', 'Following and connecting work with LinkedIn authors only');
  }
  if (!post.posterSalesNavId) {
    throw new AppError(
      'CONFLICT',
      "Inroad does not know this author's LinkedIn profile id (company pages cannot be followed or connected from Inroad)",
    );
  }
  return post.posterSalesNavId;
}

/** Every identity of the author: the timeline finds engagements by any of them. */
export function posterKeysOf(post: q.EngagePost): string[] {
  const keys = [post.posterSalesNavId, post.posterEntityId, ...post.authorKeys];
  return [...new Set(keys.filter((k): k is string => Boolean(k)))];
}

const SLUG_MAX = 80;

/** A short excerpt of the post that labels its link in the timeline. */
export function postSlugOf(content: string): string | null {
  const text = content.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (text.length <= SLUG_MAX) return text;
  const cut = clipText(text, SLUG_MAX);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > SLUG_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Records an engagement with the post's author and marks their posts as previously engaged. */
export async function recordEngagement(
  ctx: EngageCtx,
  type: q.NewEngagement['type'],
  instructionId: string | null,
  extra: Partial<Pick<q.NewEngagement, 'comment' | 'companyId' | 'email'>> = {},
): Promise<void> {
  await q.insertEngagement(ctx.tx, { ...engagementOf(ctx, type, instructionId), ...extra });
  await q.markAuthorEngaged(ctx.tx, ctx.userId, ctx.post.id, ctx.post.authorKeys);
}

function engagementOf(ctx: EngageCtx, type: q.NewEngagement['type'], instructionId: string | null) {
  const { post } = ctx;
  return {
    userId: ctx.userId,
    type,
    posterEntityId: post.posterSalesNavId ?? post.posterEntityId ?? post.posterProfileUrl,
    posterKeys: posterKeysOf(post),
    postId: post.id,
    instructionId,
    postUrl: post.url,
    postSlug: postSlugOf(post.content),
  } satisfies q.NewEngagement;
}
