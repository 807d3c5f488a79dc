import { randomUUID } from 'node:crypto';
import { PLATFORM_LABELS } from '@inroad/contracts/integrations';
import type { JobPayload } from '@inroad/contracts/jobs';
import type { AppContext } from '../../app-context.ts';
import { accessTokenOf, IntegrationUnavailableError, markRevoked } from '../integrations/integration-tokens.ts';
import * as integrationsQ from '../integrations/integrations.queries.ts';
import { insertNotice } from '../notices/notices.queries.ts';
import { handOffToExtension, holdingInstructionOf } from './extension-publishing.ts';
import { publisherOfIntegration } from './integration-publisher.ts';
import { scheduleFirstRead } from './metrics.ts';
import type { NetworkPublisher, PostContent, PublishedPost } from './network-publisher.ts';
import { loadContent } from './publication-content.ts';
import { MAX_ATTEMPTS, PermanentPublishError, SignInRequiredError, TransientPublishError } from './publish-errors.ts';
import * as q from './publishing.queries.ts';

/** How long a worker holds a publication; a crashed worker's claim is taken over after it. */
export const LEASE_MS = 10 * 60_000;
/**
 * A job sent to take over a worker's claim comes this long after its lease: a claim takes a lease that has run out,
 * not one running out that very moment.
 */
const TAKEOVER_MARGIN_MS = 1000;
/**
 * A job sent again starts no sooner than this: with the database's clock ahead of this one, a job sent for the
 * post's time is due at once by pg-boss's clock, and would come back early, again and again, until the clocks met.
 */
const RESEND_FLOOR_MS = 2000;

/** Back-off between attempts: 30 s, 1 min, 2 min, … at most 30 min, or longer when the network asked for it. */
export function backoffMs(attempt: number, networkWaitMs?: number): number {
  const ours = Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1));
  return Math.max(ours, networkWaitMs ?? 0);
}

/** A publisher for the publication's network and account. */
async function publisherFor(
  ctx: AppContext,
  row: q.PublicationRow,
  now: Date,
): Promise<{ publisher: NetworkPublisher; accessToken: string }> {
  const integration =
    row.integrationId === null ? undefined : await integrationsQ.findIntegration(ctx.db, row.userId, row.integrationId);
  if (!integration) throw await integrationGone(ctx, row);
  let accessToken: string;
  try {
    accessToken = await accessTokenOf(ctx, integration, now);
  } catch (error) {
    if (error instanceof IntegrationUnavailableError) throw new SignInRequiredError(error.message);
    throw error;
  }
  return { publisher: publisherOfIntegration(ctx.config, integration, accessToken), accessToken };
}

/**
 * The publication's integration was removed (which clears it on the publication), or is being removed during this
 * run. An attempt it left open can no longer be looked up on the network through it, and kept open it would refuse
 * every run, Retry, edit and new destination for good: it is closed, and the user is told to look on the network
 * themselves before retrying. While the integration exists, its open attempts are looked up, never posted over.
 */
async function integrationGone(ctx: AppContext, row: q.PublicationRow): Promise<SignInRequiredError> {
  const network = PLATFORM_LABELS[row.platform];
  if (await q.failUnresolvedAttempts(ctx.db, row.id)) {
    return new SignInRequiredError(
      `An earlier attempt may have published this post, and the integration that posted it was removed; check ${network} before retrying, and choose another ${network} integration`,
    );
  }
  return new SignInRequiredError(
    row.integrationId === null
      ? `Choose a ${network} integration to publish this post`
      : 'The integration was removed; choose another',
  );
}

/**
 * A step before anything is sent (reading the media from storage, refreshing the token): what fails there without
 * saying it will fail again (storage or the token endpoint down for a moment) is tried again later, not the end.
 */
async function beforeSending<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const sorted =
      error instanceof PermanentPublishError ||
      error instanceof SignInRequiredError ||
      error instanceof TransientPublishError;
    if (sorted || !(error instanceof Error)) throw error;
    throw new TransientPublishError(error.message, { mayHavePosted: false });
  }
}

/**
 * Runs one publication job. Exactly once: a worker claims the row (one UPDATE, so of two workers one wins), writes
 * an attempt record before calling the network, and records the post under its claim. An attempt record left
 * 'started' (the worker crashed, or the answer was lost) makes the next attempt look the post up on the network
 * first; it posts again only when the post is not there, or, when the integration that made the attempt was removed
 * and nothing can look, after the user was told to check the network and retried (integrationGone).
 */
export async function runPublication(
  ctx: AppContext,
  payload: JobPayload<'publish-post'>,
  now: Date = new Date(),
): Promise<void> {
  const token = randomUUID();
  const row = await q.claim(ctx.db, {
    id: payload.publicationId,
    version: payload.version,
    token,
    now,
    leaseMs: LEASE_MS,
  });
  if (!row) {
    // Stale version, not due, left the queue, or another worker or the extension has it.
    await sendAgainWhenClaimable(ctx, payload, now);
    return;
  }
  let content: PostContent | undefined;
  let attempt = row.attempt;
  // The attempt this run records, if it gets that far: a failure closes only its own attempt. One left open by an
  // earlier run stays open until the network is searched for its post, whatever fails before that.
  let ownAttempt: number | null = null;
  // The token the network is called with: a 401 revokes the integration only while this is still its token.
  let accessToken: string | undefined;
  try {
    if (row.platform === 'linkedin' && row.integrationId === null) {
      // No integration: the user's own LinkedIn session publishes it, through the extension.
      await handOffToExtension(ctx, row, token, now);
      return;
    }
    // This run counts as an attempt, also when it fails before sending (storage or the token endpoint down) or only
    // searches for an earlier one's post: what never comes back is not asked for ever, every 30 s; after
    // MAX_ATTEMPTS the post fails with the reason, and the user's Retry starts again.
    attempt = row.attempt + 1;
    content = await beforeSending(loadContent(ctx, row));
    const chosen = await beforeSending(publisherFor(ctx, row, now));
    const publisher = chosen.publisher;
    accessToken = chosen.accessToken;
    const open = await q.unresolvedAttempts(ctx.db, row.id);
    const unresolved = open.map((a) => a.attempt);
    if (open[0]) {
      const found = await lookUp(ctx, row.id, publisher, content, { attempts: unresolved, since: open[0].startedAt });
      if (found) {
        await recordPublished(ctx, row, token, found, now, unresolved, 'resolved');
        return;
      }
      await q.finishAttempts(ctx.db, row.id, unresolved, 'failed');
    }
    await q.insertAttempt(ctx.db, row.id, attempt);
    ownAttempt = attempt;
    if (!(await q.updateClaimed(ctx.db, row.id, token, { attempt }))) return;
    const published = await publisher.publish(content);
    await recordPublished(ctx, row, token, published, now, [attempt], 'succeeded');
  } catch (error) {
    await recordFailure(ctx, row, { token, attempt, ownAttempt, accessToken }, error, now);
  }
}

/**
 * A job that could not claim its publication, sent again for when it can: it came before the post was due (pg-boss
 * goes by the database's clock, not this one), or it is the queue's retry of a run that was cut off (the process
 * stopped, a write failed) and came while that run's lease still held the post. Completed without a successor,
 * nothing ran the post again: it waited, or stayed 'publishing', for good. A stale version, a post that has left the
 * queue, or one the extension holds, needs no job. Each such run sends one job at most, so they do not multiply; a
 * singleton key would drop the successor of a run that came a moment early for the same time.
 */
async function sendAgainWhenClaimable(ctx: AppContext, payload: JobPayload<'publish-post'>, now: Date): Promise<void> {
  const row = await q.publicationById(ctx.db, payload.publicationId);
  if (!row || row.version !== payload.version) return;
  const at = claimableAt(row, now);
  if (!at) return;
  const startAfter = new Date(Math.max(at.getTime(), Date.now() + RESEND_FLOOR_MS));
  await ctx.queue.send('publish-post', { publicationId: row.id, version: row.version }, { startAfter });
}

/** When a publication that cannot be claimed now can be: at its time, or once a worker's lease has run out. */
function claimableAt(row: q.PublicationRow, now: Date): Date | null {
  if (row.status === 'scheduled') return row.runAt > now ? row.runAt : null;
  if (row.status !== 'publishing' || holdingInstructionOf(row.claimToken) !== null) return null;
  const lease = row.claimedUntil;
  return lease && lease >= now ? new Date(lease.getTime() + TAKEOVER_MARGIN_MS) : null;
}

/**
 * The lookup before a repeated attempt; a network that cannot be asked must not be posted to again blindly. Asked
 * in vain for now (a timeout, a 5xx), the earlier attempts stay open and the search is tried again. Refused for good,
 * the user is told to look on the network before retrying, and their Retry posts: those attempts are closed.
 */
async function lookUp(
  ctx: AppContext,
  publicationId: number,
  publisher: NetworkPublisher,
  content: PostContent,
  unresolved: { attempts: number[]; since: Date },
): Promise<PublishedPost | null> {
  try {
    return await publisher.findExisting(content, unresolved.since);
  } catch (error) {
    const maybe = 'An earlier attempt may have published this post, and the network could not be searched for it';
    if (error instanceof TransientPublishError) {
      throw new TransientPublishError(`${maybe} just now (${error.message})`, {
        mayHavePosted: true,
        retryAfterMs: error.options.retryAfterMs,
      });
    }
    if (error instanceof PermanentPublishError || error instanceof SignInRequiredError) {
      await q.finishAttempts(ctx.db, publicationId, unresolved.attempts, 'failed');
      throw new PermanentPublishError(`${maybe} (${error.message}); check the network before retrying`);
    }
    throw error;
  }
}

async function recordPublished(
  ctx: AppContext,
  row: q.PublicationRow,
  token: string,
  post: PublishedPost,
  now: Date,
  attempts: number[],
  state: 'succeeded' | 'resolved',
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const recorded = await q.updateClaimed(tx, row.id, token, {
      status: 'published',
      networkPostId: post.postId,
      url: post.url,
      publishedAt: now,
      error: null,
      needsSignIn: 0,
      claimToken: null,
      claimedUntil: null,
    });
    if (!recorded) return; // another worker took over; it finds this post on the network
    await q.finishAttempts(tx, row.id, attempts, state);
    await q.setItemStatus(tx, row, 'published');
    await scheduleFirstRead(ctx.queue, tx, row.id);
  });
  ctx.logger.info({ publicationId: row.id, postId: post.postId }, 'post published');
}

async function recordFailure(
  ctx: AppContext,
  row: q.PublicationRow,
  {
    token,
    attempt,
    ownAttempt,
    accessToken,
  }: { token: string; attempt: number; ownAttempt: number | null; accessToken: string | undefined },
  error: unknown,
  now: Date,
): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof TransientPublishError && (attempt < MAX_ATTEMPTS || error.options.waitOnly)) {
    // The attempt stays 'started' when the post may have gone out: the next attempt looks it up first.
    if (!error.options.mayHavePosted && ownAttempt !== null)
      await q.finishAttempts(ctx.db, row.id, [ownAttempt], 'failed');
    const delay = error.options.waitOnly
      ? (error.options.retryAfterMs ?? 0)
      : backoffMs(attempt, error.options.retryAfterMs);
    // A wait for a limit's end counts from the run's `now`, as the limit was read then. A back-off counts from the
    // failure, not the run's start: a long run (a video's parts) would otherwise leave no wait at all.
    const from = error.options.waitOnly ? now.getTime() : Math.max(now.getTime(), Date.now());
    const runAt = new Date(from + delay);
    const stillOurs = await ctx.db.transaction(async (tx) => {
      if (!(await q.holdsClaim(tx, row.id, token))) return false;
      const next = await q.reschedule(tx, row.id, {
        status: 'scheduled',
        runAt,
        attempt,
        error: `Retrying: ${reason}`,
        claimToken: null,
        claimedUntil: null,
      });
      await ctx.queue.send('publish-post', { publicationId: row.id, version: next.version }, { tx, startAfter: runAt });
      return true;
    });
    if (stillOurs) ctx.logger.warn({ publicationId: row.id, attempt, delayMs: delay, reason }, 'publishing retried');
    return;
  }
  if (!(error instanceof TransientPublishError) && ownAttempt !== null)
    await q.finishAttempts(ctx.db, row.id, [ownAttempt], 'failed');
  const needsSignIn = error instanceof SignInRequiredError;
  if (needsSignIn && row.integrationId !== null && accessToken && /\b401\b/.test(reason)) {
    await markRevoked(ctx, { id: row.integrationId, userId: row.userId }, accessToken);
  }
  const recorded = await ctx.db.transaction(async (tx) => {
    const done = await q.updateClaimed(tx, row.id, token, {
      status: 'failed',
      attempt,
      error: reason,
      needsSignIn: needsSignIn ? 1 : 0,
      claimToken: null,
      claimedUntil: null,
    });
    if (!done) return false;
    await q.setItemStatus(tx, row, 'failed');
    await insertNotice(tx, {
      userId: row.userId,
      kind: 'publish_failed',
      message: `Post not published: ${reason}`,
      publicationId: row.id,
    });
    return true;
  });
  if (recorded) ctx.logger.warn({ publicationId: row.id, attempt, reason }, 'publishing failed');
  else if (!(error instanceof PermanentPublishError))
    ctx.logger.warn({ publicationId: row.id }, 'publishing lost its claim');
}
