import type { PublishPostPayload } from '@inroad/contracts/instruction-payloads';
import type { InstructionOutcome } from '@inroad/contracts/instructions';
import { type MediaContentType, mediaUrlOf } from '@inroad/contracts/media';
import type { NetworkFailure } from '@inroad/contracts/network';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { formatLocalTime } from '../../lib/zoned-time.ts';
import { assertWithinCaps } from '../engage/caps.ts';
import {
  NOT_REPORTED,
  onInstructionClaim,
  onInstructionDone,
  onInstructionFailed,
  onLateInstructionDone,
} from '../instructions/failure-handlers.ts';
import { lockQueueState, type QueueState } from '../instructions/instructions.queries.ts';
import { insertNotice, takeBackPublishFailedNotices } from '../notices/notices.queries.ts';
import { userTimeZone } from '../user/user.queries.ts';
import { recordExtensionMetrics, scheduleFirstRead } from './metrics.ts';
import { MAX_ATTEMPTS, PermanentPublishError, TransientPublishError } from './publish-errors.ts';
import * as q from './publishing.queries.ts';

// A LinkedIn post without a LinkedIn integration goes out through the extension, in the user's own session: the
// publish job hands the publication to a publish_post instruction (recorded and capped like the other network
// actions) and the extension's report records the outcome. The publication keeps 'publishing' meanwhile, held by
// the instruction (claimToken `extension:<instruction id>`, no lease), so no job can claim it again; only that
// instruction's first report can finish it.

/** What the queue row says while the post waits for the browser. */
export const WAITING_FOR_EXTENSION = 'Waiting for the Inroad extension to publish it in your LinkedIn session';

/** LinkedIn's address of a post by its URN. */
export const linkedinPostUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}/`;

/**
 * LinkedIn's refusals of the account for a while (a limit, a security check), after which the instruction queue
 * pauses: a post refused so, or due meanwhile, waits in the publishing queue for the pause's end, its row saying when.
 */
const PAUSING_REFUSALS = new Set<string>(['rate_limit', 'challenge'] satisfies NetworkFailure['kind'][]);

const HOLDER_PREFIX = 'extension:';
const holderOf = (instructionId: string) => `${HOLDER_PREFIX}${instructionId}`;

/** The instruction that holds a publication for the extension, from the publication's claim; null for a worker's. */
export function holdingInstructionOf(claimToken: string | null): string | null {
  return claimToken?.startsWith(HOLDER_PREFIX) ? claimToken.slice(HOLDER_PREFIX.length) : null;
}

/**
 * Hands a claimed publication to the extension: checks the pause and the post cap, writes the attempt record and the
 * instruction in one transaction (so a crash leaves neither or both), and gives the claim to the instruction.
 * Throws a publish error the publisher records (a pause or a cap: retried when it ends; a video: failed).
 */
export async function handOffToExtension(
  ctx: Pick<AppContext, 'db'>,
  row: q.PublicationRow,
  token: string,
  now: Date,
): Promise<void> {
  const content = await q.extensionContentOf(ctx.db, row);
  if (!content) throw new PermanentPublishError('The post no longer exists');
  if (content.contentType?.startsWith('video/')) {
    throw new PermanentPublishError(
      'Video posts are published through a LinkedIn integration only; connect one on the Integrations screen',
    );
  }
  if (!content.text.trim()) throw new PermanentPublishError('The post has no text');
  // Only an integration leaves an attempt open here (the extension's reports close its own), and it was removed, so
  // LinkedIn cannot be searched for the post any more. Kept open, the attempt would fail every Retry the same way and
  // refuse every edit: it is closed, and the user's Retry, once they have looked, goes out through the extension.
  if (await q.failUnresolvedAttempts(ctx.db, row.id)) {
    throw new PermanentPublishError(
      'An earlier attempt may have published this post, and the integration that posted it was removed; check LinkedIn before retrying',
    );
  }
  const handedOff = await ctx.db.transaction(async (tx) => {
    // The same lock the engage actions and claims take first: the cap cannot be overrun by two jobs at once.
    const queueState = await lockQueueState(tx, row.userId);
    await checkNotPaused(tx, row.userId, queueState, now);
    await checkPostCap(tx, row.userId, now);
    if (!(await q.holdsClaim(tx, row.id, token))) return false;
    const attempt = row.attempt + 1;
    await q.insertAttempt(tx, row.id, attempt);
    const payload: PublishPostPayload = {
      platform: 'linkedin',
      publicationId: row.id,
      idempotencyKey: q.idempotencyKeyOf(row.id, attempt),
      text: content.text,
      media:
        content.mediaId && content.contentType
          ? {
              // mediaUrlOf answers /api/media/…; the extension reads it below its own API base.
              path: mediaUrlOf(content.mediaId, content.contentType as MediaContentType).replace(/^\/api/, ''),
              contentType: content.contentType,
              kind: 'image',
            }
          : null,
    };
    const instructionId = await q.insertPublishInstruction(tx, {
      userId: row.userId,
      publicationId: row.id,
      payload,
    });
    return q.updateClaimed(tx, row.id, token, {
      attempt,
      claimToken: holderOf(instructionId),
      claimedUntil: null,
      error: WAITING_FOR_EXTENSION,
    });
  });
  if (!handedOff) return; // another worker took over meanwhile; nothing was queued
}

/**
 * While LinkedIn has the account paused (PAUSING_REFUSALS), the post is tried again when the pause ends; the wait is
 * no attempt. During other pauses it is handed over and waits for the extension in the instruction queue.
 */
async function checkNotPaused(tx: DbOrTx, userId: string, state: QueueState, now: Date): Promise<void> {
  const until = state.pausedUntil;
  if (!until || until <= now || !PAUSING_REFUSALS.has(state.pauseReason ?? '')) return;
  const why = state.pauseReason === 'challenge' ? 'LinkedIn asked for a security check' : 'LinkedIn reported a limit';
  const when = formatLocalTime(until, now, await userTimeZone(tx, userId));
  throw new TransientPublishError(`${why}; the post goes out when Inroad's pause ends, ${when}`, {
    mayHavePosted: false,
    retryAfterMs: until.getTime() - now.getTime(),
    waitOnly: true,
  });
}

async function checkPostCap(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  try {
    await assertWithinCaps(tx, {
      userId,
      actions: ['post'],
      account: 'unknown',
      timeZone: await userTimeZone(tx, userId),
      now,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      const seconds = error.retryAfterSeconds ?? 3600;
      throw new TransientPublishError(error.message, {
        mayHavePosted: false,
        retryAfterMs: seconds * 1000,
        waitOnly: true,
      });
    }
    throw error;
  }
}

type ExtensionInstruction = { id: string; userId: string; payload: Record<string, unknown> };

/** The publication an instruction's payload names; null when it names none. */
function publicationIdOf(instruction: Pick<ExtensionInstruction, 'payload'>): number | null {
  const id = Number(instruction.payload.publicationId);
  return Number.isInteger(id) ? id : null;
}

/** The publication a publish_post instruction still holds; undefined once it was finished (a repeated report). */
async function heldPublication(tx: DbOrTx, instruction: ExtensionInstruction) {
  const publicationId = publicationIdOf(instruction);
  if (publicationId === null) return undefined;
  const row = await q.findPublication(tx, instruction.userId, publicationId);
  return row?.claimToken === holderOf(instruction.id) ? row : undefined;
}

/**
 * The extension published the post: the publication is published with the post's URN and address, and its first
 * read of the numbers is planned (an hour on, like a post published through an integration).
 */
export async function recordExtensionPublished(
  queue: JobQueue,
  tx: Tx,
  instruction: ExtensionInstruction,
  outcome: InstructionOutcome | null,
  now: Date,
): Promise<void> {
  const row = await heldPublication(tx, instruction);
  if (!row) return;
  const urn = outcome?.createdId ?? null;
  const recorded = await q.updateClaimed(tx, row.id, holderOf(instruction.id), {
    status: 'published',
    networkPostId: urn,
    url: outcome?.url ?? (urn ? linkedinPostUrl(urn) : null),
    publishedAt: now,
    error: null,
    needsSignIn: 0,
    claimToken: null,
    claimedUntil: null,
  });
  if (!recorded) return;
  await q.finishAttempts(tx, row.id, [row.attempt], 'succeeded');
  await q.setItemStatus(tx, row, 'published');
  if (urn) await scheduleFirstRead(queue, tx, row.id);
}

/**
 * The extension's report that it published the post, arriving after the queue gave up waiting for it (the report
 * was lost and sent again): the publication, failed meanwhile as 'may have been published', is published after
 * all, unless the user retried it since, and its failure notice, if no screen has shown it yet, is taken back. True
 * when it was recorded.
 */
export async function recordLateExtensionPublished(
  queue: JobQueue,
  tx: Tx,
  instruction: ExtensionInstruction,
  outcome: InstructionOutcome | null,
  now: Date,
): Promise<boolean> {
  const publicationId = publicationIdOf(instruction);
  const urn = outcome?.createdId ?? null;
  if (publicationId === null || !urn) return false;
  const row = await q.findPublication(tx, instruction.userId, publicationId);
  if (!row || instruction.payload.idempotencyKey !== q.idempotencyKeyOf(row.id, row.attempt)) return false;
  const recorded = await q.updateFailedAttempt(tx, row.id, row.attempt, {
    status: 'published',
    networkPostId: urn,
    url: outcome?.url ?? linkedinPostUrl(urn),
    publishedAt: now,
    error: null,
    needsSignIn: 0,
  });
  if (!recorded) return false;
  await q.finishAttempts(tx, row.id, [row.attempt], 'resolved');
  await q.setItemStatus(tx, row, 'published');
  await takeBackPublishFailedNotices(tx, row.userId, row.id, now);
  await scheduleFirstRead(queue, tx, row.id);
  return true;
}

/** Answers after which LinkedIn may have created the post all the same (a 5xx, a request that got no answer). */
const mayHavePosted = (failure: NetworkFailure) => failure.code === 'NETWORK' || /^5\d\d$/.test(failure.code ?? '');

/**
 * The extension could not publish the post: failed with LinkedIn's reason, Retry and a notice; or, refused for a
 * while (PAUSING_REFUSALS), back in the queue until the pause ends, while attempts remain.
 */
export async function recordExtensionFailed(
  queue: JobQueue,
  tx: DbOrTx,
  instruction: ExtensionInstruction,
  failure: NetworkFailure,
): Promise<void> {
  const row = await heldPublication(tx, instruction);
  if (!row) return;
  const said = failure.message.trim().slice(0, 300) || 'no reason given';
  const refusedForNow = PAUSING_REFUSALS.has(failure.kind) && !mayHavePosted(failure);
  if (refusedForNow && row.attempt < MAX_ATTEMPTS) return putBackUntilPauseEnds(queue, tx, row, instruction, said);
  const reason = failureReason(failure, said, refusedForNow ? row.attempt : null);
  const recorded = await q.updateClaimed(tx, row.id, holderOf(instruction.id), {
    status: 'failed',
    error: reason,
    needsSignIn: failure.kind === 'auth' ? 1 : 0,
    claimToken: null,
    claimedUntil: null,
  });
  if (!recorded) return;
  // The user was told when it may have posted: their Retry is a fresh attempt, not a lookup.
  await q.finishAttempts(tx, row.id, [row.attempt], 'failed');
  await q.setItemStatus(tx, row, 'failed');
  await insertNotice(tx, {
    userId: row.userId,
    kind: 'publish_failed',
    message: `Post not published: ${reason}`,
    publicationId: row.id,
  });
}

/** Why the post failed; `attemptsRefused`: LinkedIn refused it for a while at each attempt, and Inroad stopped. */
function failureReason(failure: NetworkFailure, said: string, attemptsRefused: number | null): string {
  // The queue's own reason (the extension never reported) is not LinkedIn's answer, and says it may have gone out.
  if (failure.code === NOT_REPORTED) return said;
  if (mayHavePosted(failure)) {
    return `LinkedIn said: ${said}. The post may have gone out all the same; check LinkedIn before retrying`;
  }
  if (attemptsRefused === null) return `LinkedIn said: ${said}`;
  // LinkedIn's message may say Inroad tries again later: it did, and does no more.
  const stopped = `Inroad stopped after ${attemptsRefused} attempts`;
  return `LinkedIn said: ${said}. ${stopped}; retry once LinkedIn takes posts again`;
}

/**
 * A post LinkedIn refused for a while goes back in the queue, as a new version, with its refused attempt counted.
 * Its job is sent in this transaction, which also records the instruction queue's pause: it runs after the commit,
 * finds the pause and waits for its end (checkNotPaused). With pausing turned off it hands the post over at once.
 */
async function putBackUntilPauseEnds(
  queue: JobQueue,
  tx: DbOrTx,
  row: q.PublicationRow,
  instruction: ExtensionInstruction,
  said: string,
): Promise<void> {
  if (!(await q.holdsClaim(tx, row.id, holderOf(instruction.id)))) return;
  const back = await q.reschedule(tx, row.id, {
    status: 'scheduled',
    runAt: new Date(),
    error: `Retrying: LinkedIn said: ${said}`,
    claimToken: null,
    claimedUntil: null,
  });
  await q.finishAttempts(tx, row.id, [row.attempt], 'failed');
  const next = "It is back in the queue and goes out once Inroad's actions resume";
  await insertNotice(tx, {
    userId: row.userId,
    kind: 'publish_failed',
    message: `Post not published: LinkedIn said: ${said}. ${next}`,
    publicationId: row.id,
  });
  // The failure handlers run in the transaction that fails the instruction.
  await queue.send('publish-post', { publicationId: row.id, version: back.version }, { tx: tx as Tx });
}

/**
 * Has the instruction queue record what the extension reports about a post it was asked to publish, and about
 * the numbers it was asked to read.
 */
export function registerExtensionPublishingHandlers(queue: JobQueue): void {
  // A post deleted while it waited for the extension (itself, or with its idea or plan) must not go out, and the
  // numbers of a deleted post are not read: the claim cancels the instruction instead.
  // One that names no publication is left to the claim, which refuses it.
  onInstructionClaim(
    ['publish_post'],
    async (tx, row) => publicationIdOf(row) === null || (await heldPublication(tx, row)) !== undefined,
  );
  onInstructionClaim(['read_post_metrics'], async (tx, row) => {
    const publicationId = publicationIdOf(row);
    return publicationId === null || (await q.findPublication(tx, row.userId, publicationId)) !== undefined;
  });
  onInstructionDone(['publish_post'], (tx, row, outcome, now) =>
    recordExtensionPublished(queue, tx, row, outcome, now),
  );
  onLateInstructionDone(['publish_post'], (tx, row, outcome, now) =>
    recordLateExtensionPublished(queue, tx, row, outcome, now),
  );
  onInstructionDone(['read_post_metrics'], recordExtensionMetrics);
  // A read that fails changes nothing the user sees: the next scheduled read tries again.
  onInstructionFailed(['read_post_metrics'], { revert: async () => {}, notice: () => null });
  // The publication itself carries the reason and its notice (recordExtensionFailed), so the queue adds none.
  onInstructionFailed(['publish_post'], {
    revert: (tx, row, failure) => recordExtensionFailed(queue, tx, row, failure),
    notice: () => null,
  });
}
