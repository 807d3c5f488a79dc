import type { PostStatus } from '@inroad/contracts/create-schedule';
import {
  hasLeftQueue,
  LINKEDIN_TEXT_MAX,
  LOCKED_POST_MESSAGES,
  LOCKED_TARGET_MESSAGES,
  type Publication,
  type PublicationTarget,
  type RedditPostKind,
  type SubscribedSubreddits,
  UNRESOLVED_POST_MESSAGE,
} from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { contentAnswers, contentVariants, media } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { cancelInstruction, lockQueueState } from '../instructions/instructions.queries.ts';
import { accessTokenOf, IntegrationUnavailableError } from '../integrations/integration-tokens.ts';
import * as integrationsQ from '../integrations/integrations.queries.ts';
import { takeBackPublishFailedNotices } from '../notices/notices.queries.ts';
import { holdingInstructionOf } from './extension-publishing.ts';
import * as q from './publishing.queries.ts';
import { firstUrl } from './reddit-publisher.ts';
import { redditSubscriptions } from './reddit-subscriptions.ts';

type Ctx = Pick<AppContext, 'db' | 'queue'>;

/** `waitingForExtension`: the instruction that holds the publication has not been claimed yet (see listPublications). */
export function toPublication(row: q.PublicationRow, waitingForExtension = false): Publication {
  return {
    id: row.id,
    answerId: row.answerId,
    variantId: row.variantId,
    platform: row.platform,
    integrationId: row.integrationId,
    subreddit: row.subreddit,
    title: row.title,
    redditKind: row.redditKind,
    status: row.status,
    runAt: row.runAt.toISOString(),
    attempt: row.attempt,
    networkPostId: row.networkPostId,
    url: row.url,
    error: row.error,
    needsSignIn: row.needsSignIn === 1,
    waitingForExtension,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    metrics:
      row.metricsReadAt && row.likes !== null && row.comments !== null
        ? { likes: row.likes, comments: row.comments, shares: row.shares, readAt: row.metricsReadAt.toISOString() }
        : null,
  };
}

export async function listPublications(ctx: Ctx, userId: string): Promise<Publication[]> {
  const rows = await q.listPublications(ctx.db, userId);
  const holders = rows.map((row) => holdingInstructionOf(row.claimToken)).filter((id) => id !== null);
  const waiting = await q.waitingAmong(ctx.db, holders);
  return rows.map((row) => toPublication(row, waiting.has(holdingInstructionOf(row.claimToken) ?? '')));
}

type Item = { status: PostStatus; scheduledTime: Date | null; text: string; mediaType: string | null };

async function findItem(db: DbOrTx, userId: string, item: q.ItemRef): Promise<Item | undefined> {
  if ('answerId' in item) {
    const [row] = await db
      .select({
        status: contentAnswers.status,
        scheduledTime: contentAnswers.scheduledTime,
        text: contentAnswers.postContent,
        mediaType: media.contentType,
      })
      .from(contentAnswers)
      .leftJoin(media, eq(media.id, contentAnswers.contentMediaId))
      .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.id, item.answerId)));
    return row;
  }
  const [row] = await db
    .select({
      status: contentVariants.status,
      scheduledTime: contentVariants.scheduledTime,
      text: contentVariants.content,
      mediaType: media.contentType,
    })
    .from(contentVariants)
    .leftJoin(media, eq(media.id, contentVariants.contentMediaId))
    .where(ownedBy(contentVariants.userId, userId, eq(contentVariants.id, item.variantId)));
  return row;
}

/**
 * How long a post made 'as soon as possible' by a change of schedule (PATCH /create/answer/{id}) waits before its job
 * is picked up: a client may send where it goes (a subreddit, another integration) in a second request, and without
 * the wait a worker polling at that moment published it to the default LinkedIn first, and the choice was refused
 * as 'already published'. A choice made meanwhile sends a new job that runs at once; the post's due time stays
 * 'now'. A new post is saved with its destination (SaveAnswerBody.target, or the default), so it goes at once.
 */
export const ASAP_PICKUP_DELAY_SECONDS = 5;

async function sendJob(ctx: Ctx, tx: DbOrTx, row: q.PublicationRow, now: Date, atLeastSeconds = 0) {
  const payload = { publicationId: row.id, version: row.version };
  // A post due later is sent for its time: a delay counts from the transaction's start (pg-boss's now()), before
  // `now` was read, and the job came that much before the post was due.
  if (row.runAt.getTime() > now.getTime() + atLeastSeconds * 1000) {
    await ctx.queue.send('publish-post', payload, { tx: tx as never, startAfter: row.runAt });
    return;
  }
  await ctx.queue.send('publish-post', payload, {
    tx: tx as never,
    ...(atLeastSeconds > 0 ? { startAfterSeconds: atLeastSeconds } : {}),
  });
}

/** The user's default place for a new LinkedIn post: their first connected LinkedIn integration, else the extension. */
async function defaultLinkedIn(db: DbOrTx, userId: string): Promise<number | null> {
  const rows = await integrationsQ.listIntegrations(db, userId);
  return rows.find((row) => row.platform === 'linkedin' && row.status === 'connected')?.id ?? null;
}

/**
 * Follows an item's schedule after it was saved: scheduled → its publication waits for the item's time (ASAP:
 * now) with a job sent for it; anything else (a draft) cancels a publication that has not gone out. A new
 * version makes the jobs sent for an earlier time do nothing.
 */
export async function syncItemSchedule(ctx: Ctx, userId: string, item: q.ItemRef, now = new Date()): Promise<void> {
  await ctx.db.transaction((tx) => syncItemScheduleIn(ctx, tx, userId, item, { now }));
}

/**
 * syncItemSchedule in the transaction that saved the item, with where it goes (`target`; absent: the user's default
 * LinkedIn). A target refused (an unknown integration, a kind the post cannot make) throws, and the save with it.
 * `destinationFinal`: the request said all there is about where the item goes (a new post's save), so an ASAP item
 * is picked up at once; otherwise a destination may follow in its own request (ASAP_PICKUP_DELAY_SECONDS).
 */
export async function syncItemScheduleIn(
  ctx: Ctx,
  tx: Tx,
  userId: string,
  item: q.ItemRef,
  options: { target?: PublicationTarget; destinationFinal?: boolean; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const found = await findItem(tx, userId, item);
  // Locked: a worker's claim at the same moment is seen (and the post left as it is) or waits for the new version.
  const existing = await q.lockPublicationOfItem(tx, userId, item);
  if (!found) return;
  if (existing && hasLeftQueue(existing.status)) return;
  // A failed post whose text is mended keeps its publication: its reason, where it goes, and Retry, which then
  // sends the new text. The text must still suit where it goes.
  if (found.status === 'failed' && existing?.status === 'failed') {
    checkFits(existing, found);
    return;
  }
  if (found.status !== 'scheduled') {
    if (existing) await q.deletePublication(tx, existing.id);
    return;
  }
  const asap = found.scheduledTime === null;
  const runAt = found.scheduledTime ?? now;
  const target = options.target ? await targetFields(tx, userId, options.target, found) : null;
  // Where it goes stays as it was: the changed post must still suit it, now rather than when it is due.
  if (!target) checkFits(existing ?? { platform: 'linkedin', redditKind: null }, found);
  // Without a target an existing publication keeps where it goes, and a new one goes to the default LinkedIn.
  const moved = (id: number) =>
    q.reschedule(tx, id, { status: 'scheduled', runAt, error: null, needsSignIn: 0, ...target });
  // A failed post given a time again goes back in the queue: its failure, if not shown yet, is no longer news.
  if (existing?.status === 'failed') await takeBackPublishFailedNotices(tx, userId, existing.id, now);
  let row = existing
    ? await moved(existing.id)
    : await q.insertPublicationUnlessTaken(tx, {
        userId,
        ...item,
        ...(target ?? { platform: 'linkedin', integrationId: await defaultLinkedIn(tx, userId) }),
        runAt,
      });
  if (!row) {
    // Another request's sync made it meanwhile (one per item): the insert waited for that one, and this sync moves it.
    const taken = await q.lockPublicationOfItem(tx, userId, item);
    if (!taken || hasLeftQueue(taken.status)) return;
    row = await moved(taken.id);
  }
  const anotherRequestMayTell = !options.destinationFinal && !options.target;
  await sendJob(ctx, tx, row, now, asap && anotherRequestMayTell ? ASAP_PICKUP_DELAY_SECONDS : 0);
}

/**
 * An item's publication for a change of destination: one waiting for the extension is taken back into the queue
 * first; one that has left the queue refuses the change (LOCKED_TARGET_MESSAGES).
 */
async function stillInQueue(ctx: Ctx, tx: DbOrTx, row: q.PublicationRow | undefined, now: Date) {
  if (!row || !hasLeftQueue(row.status)) return row;
  const released = await takeBackFromExtension(ctx, tx, row, now);
  if (!released) throw new AppError('CONFLICT', LOCKED_TARGET_MESSAGES[row.status]);
  return released;
}

/** The publication's fields for where the user sends the item, checked against the item's content. */
async function targetFields(tx: DbOrTx, userId: string, target: PublicationTarget, found: Item) {
  const integration =
    target.integrationId === null ? null : await integrationsQ.findIntegration(tx, userId, target.integrationId);
  if (target.integrationId !== null && !integration) throw notFound('Integration');
  const platform = integration?.platform ?? 'linkedin';
  if (platform === 'linkedin' && (target.subreddit || target.title || target.redditKind)) {
    throw new AppError('BAD_REQUEST', 'subreddit: only Reddit posts go to a subreddit');
  }
  const redditKind = platform === 'reddit' ? (target.redditKind ?? null) : null;
  checkFits({ platform, redditKind }, found);
  return {
    platform,
    integrationId: integration?.id ?? null,
    subreddit: platform === 'reddit' ? (target.subreddit ?? null) : null,
    // No title given: the post's first line as it is when it goes out (loadContent), not as it was now.
    title: platform === 'reddit' ? (target.title ?? null) : null,
    redditKind,
  };
}

/** A post its destination cannot take is refused when it is scheduled or changed, not when it is due to go out. */
function checkFits(destination: { platform: string; redditKind: RedditPostKind | null }, item: Item) {
  if (destination.platform === 'reddit') return checkRedditKind(destination.redditKind, item);
  const length = item.text.length;
  if (length > LINKEDIN_TEXT_MAX) {
    throw new AppError(
      'BAD_REQUEST',
      `The post is ${length} characters, longer than LinkedIn's ${LINKEDIN_TEXT_MAX}: shorten it, or send it elsewhere`,
    );
  }
}

/**
 * Refuses a change to an item's text or time once its publication has left the queue (LOCKED_POST_MESSAGES): the
 * change would be stored, shown in the queue, and not be what went out. A post only waiting for the extension has
 * not left Inroad: it is taken back into the queue for the change (takeBackFromExtension), and true says so; the
 * caller then follows the item's new state (syncItemSchedule), which sends it out again.
 *
 * Runs in the change's own transaction, under the locks a claim meets (the action queue's, then the publication's
 * row, in the order a delete takes them): a claim at the same moment either came first and is seen here, or waits
 * for the change and then takes the post as changed.
 */
export async function assertItemChangeableIn(
  ctx: Ctx,
  tx: Tx,
  userId: string,
  item: q.ItemRef,
  options: { content?: boolean; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  await lockQueueState(tx, userId);
  const row = await q.lockPublicationOfItem(tx, userId, item);
  if (row && options.content) await assertNoAttemptUnresolved(tx, row);
  if (!row || !hasLeftQueue(row.status)) return false;
  if (await takeBackFromExtension(ctx, tx, row, now)) return true;
  throw new AppError('CONFLICT', LOCKED_POST_MESSAGES[row.status]);
}

/**
 * Refuses a change of what goes out while an earlier attempt may have published the post (UNRESOLVED_POST_MESSAGE):
 * one back in the queue, or failed, with its attempt left open for the next run (or a Retry) to look for. A post in
 * hand is refused otherwise, and one waiting for the extension is taken back with its attempt closed.
 */
async function assertNoAttemptUnresolved(tx: DbOrTx, row: q.PublicationRow) {
  if (row.status !== 'scheduled' && row.status !== 'failed') return;
  if ((await q.unresolvedAttempts(tx, row.id)).length > 0) throw new AppError('CONFLICT', UNRESOLVED_POST_MESSAGE);
}

/**
 * Takes a post the extension has not claimed yet back into the queue: its publish_post instruction is cancelled
 * (under the action queue's lock, which the caller holds), its attempt closed as not made, and the
 * publication waits again. The job sent here waits a little: the change that follows sends the one that counts (a
 * new version), and this one only covers a crash in between. Null when the extension already has the post.
 */
async function takeBackFromExtension(ctx: Ctx, tx: DbOrTx, row: q.PublicationRow, now: Date) {
  const instructionId = row.status === 'publishing' ? holdingInstructionOf(row.claimToken) : null;
  if (!instructionId) return null;
  // The caller holds the action queue's lock, which every claim takes first: the extension cannot take it meanwhile.
  if (!(await cancelInstruction(tx, instructionId, now))) return null;
  await q.finishAttempts(tx, row.id, [row.attempt], 'failed');
  const released = await q.reschedule(tx, row.id, {
    status: 'scheduled',
    claimToken: null,
    claimedUntil: null,
    error: null,
  });
  await sendJob(ctx, tx, released, now, ASAP_PICKUP_DELAY_SECONDS);
  return released;
}

/** Where a scheduled (or failed) item goes: an integration (LinkedIn, or Reddit with a subreddit or the profile). */
export async function setTarget(
  ctx: Ctx,
  userId: string,
  input: PublicationTarget & { answerId?: number; variantId?: number },
  now = new Date(),
): Promise<Publication> {
  const item: q.ItemRef = input.answerId !== undefined ? { answerId: input.answerId } : { variantId: input.variantId! };
  return ctx.db.transaction(async (tx) => {
    // The action queue's lock before the publication's, the order every other writer takes them in (a post waiting
    // for the extension is taken back under it: stillInQueue).
    await lockQueueState(tx, userId);
    const found = await findItem(tx, userId, item);
    if (!found) throw notFound('answerId' in item ? 'Answer' : 'Variant');
    const fields = await targetFields(tx, userId, input, found);
    const locked = await q.lockPublicationOfItem(tx, userId, item);
    if (locked) await assertNoAttemptUnresolved(tx, locked);
    const existing = await stillInQueue(ctx, tx, locked, now);
    if (found.status !== 'scheduled' && found.status !== 'failed') {
      throw new AppError('BAD_REQUEST', 'Schedule the post before choosing where it is published');
    }
    const runAt = found.scheduledTime ?? now;
    let row = existing ? await q.reschedule(tx, existing.id, fields) : undefined;
    row ??= await q.insertPublicationUnlessTaken(tx, { userId, ...item, ...fields, runAt });
    // The item's schedule sync made one meanwhile: the insert waited for it, and the target goes on that one.
    const madeMeanwhile = async () =>
      (await stillInQueue(ctx, tx, await q.lockPublicationOfItem(tx, userId, item), now))!;
    row ??= await q.reschedule(tx, (await madeMeanwhile()).id, fields);
    if (row.status === 'scheduled') await sendJob(ctx, tx, row, now);
    return toPublication(row);
  });
}

/** A kind the post's content cannot make is refused now, not when it is due to go out. */
function checkRedditKind(kind: RedditPostKind | null, item: Item) {
  if (kind === 'image' && !item.mediaType?.startsWith('image/')) {
    throw new AppError('BAD_REQUEST', 'redditKind: an image post needs an image attached to the post');
  }
  if (kind === 'link' && !firstUrl(item.text)) {
    throw new AppError('BAD_REQUEST', 'redditKind: a link post needs a link (https://…) in the post');
  }
  if (kind === null && item.mediaType?.startsWith('video/')) {
    throw new AppError('BAD_REQUEST', 'redditKind: Inroad does not post videos to Reddit; choose text or link');
  }
}

/**
 * Retry: a failed publication goes out again now, as a new attempt. Its row is locked first: the extension's late
 * report that the post went out after all (recordLateExtensionPublished) either came first and is seen here, or waits
 * and finds the post retried; read unlocked, a retry could put a post just recorded as published back in the queue.
 */
export async function retryPublication(ctx: Ctx, userId: string, id: number, now = new Date()): Promise<Publication> {
  return ctx.db.transaction(async (tx) => {
    const existing = await q.lockPublication(tx, userId, id);
    if (!existing) throw notFound('Publication');
    if (existing.status !== 'failed')
      throw new AppError('CONFLICT', `Only a failed post can be retried; this one is ${existing.status}`);
    // The user chose to post again: where the integration was removed, LinkedIn falls back to the default.
    const integrationId =
      existing.integrationId ?? (existing.platform === 'linkedin' ? await defaultLinkedIn(tx, userId) : null);
    const row = await q.reschedule(tx, id, {
      status: 'scheduled',
      runAt: now,
      error: null,
      needsSignIn: 0,
      integrationId,
    });
    await q.setItemStatus(tx, row, 'scheduled');
    await takeBackPublishFailedNotices(tx, userId, id, now);
    await sendJob(ctx, tx, row, now);
    return toPublication(row);
  });
}

/**
 * The subreddits the Reddit integration's account subscribes to, as suggestions for a post's target. Reddit not
 * answering is not an error for the picker: the user can still type a name, and the message says why the list is
 * empty.
 */
export async function subscribedSubreddits(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: string,
  integrationId: number,
): Promise<SubscribedSubreddits> {
  const integration = await integrationsQ.findIntegration(ctx.db, userId, integrationId);
  if (!integration) throw notFound('Integration');
  if (integration.platform !== 'reddit') {
    throw new AppError('BAD_REQUEST', 'integrationId: only a Reddit integration has subreddits');
  }
  let accessToken: string;
  try {
    accessToken = await accessTokenOf(ctx, integration);
  } catch (error) {
    if (!(error instanceof IntegrationUnavailableError)) throw error;
    return { subreddits: [], message: `${error.message}.` };
  }
  const found = await redditSubscriptions({ ...ctx.config.networks.reddit, accessToken });
  if (found.ok) return { subreddits: found.subreddits, message: null };
  return {
    subreddits: [],
    message:
      found.reason === 'forbidden'
        ? 'Reconnect the Reddit integration to see your subreddits here: it was connected without permission to list them.'
        : 'Reddit did not list your subreddits just now; type the subreddit’s name.',
  };
}
