import type { PostStatus } from '@inroad/contracts/create-schedule';
import type { BestHours, Publication } from '@inroad/contracts/publishing';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contentAnswers, contentVariants } from '../../db/schema/index.ts';
import { ownedBy } from '../../db/tenant.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import * as integrationsQ from '../integrations/integrations.queries.ts';
import { userTimeZone } from '../user/user.queries.ts';
import { PUBLISH_JOB } from './publisher.ts';
import * as q from './publishing.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'queue'>;

export function toPublication(row: q.PublicationRow): Publication {
  return {
    id: row.id,
    answerId: row.answerId,
    variantId: row.variantId,
    platform: row.platform,
    integrationId: row.integrationId,
    subreddit: row.subreddit,
    status: row.status,
    runAt: row.runAt.toISOString(),
    attempt: row.attempt,
    networkPostId: row.networkPostId,
    url: row.url,
    error: row.error,
    needsSignIn: row.needsSignIn === 1,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    metrics:
      row.metricsReadAt && row.likes !== null && row.comments !== null
        ? { likes: row.likes, comments: row.comments, shares: row.shares, readAt: row.metricsReadAt.toISOString() }
        : null,
  };
}

export async function listPublications(ctx: Ctx, userId: string): Promise<Publication[]> {
  return (await q.listPublications(ctx.db, userId)).map(toPublication);
}

type Item = { status: PostStatus; scheduledTime: Date | null; text: string };

async function findItem(db: DbOrTx, userId: string, item: q.ItemRef): Promise<Item | undefined> {
  if ('answerId' in item) {
    const [row] = await db
      .select({
        status: contentAnswers.status,
        scheduledTime: contentAnswers.scheduledTime,
        text: contentAnswers.postContent,
      })
      .from(contentAnswers)
      .where(ownedBy(contentAnswers.userId, userId, eq(contentAnswers.id, item.answerId)));
    return row;
  }
  const [row] = await db
    .select({
      status: contentVariants.status,
      scheduledTime: contentVariants.scheduledTime,
      text: contentVariants.content,
    })
    .from(contentVariants)
    .where(ownedBy(contentVariants.userId, userId, eq(contentVariants.id, item.variantId)));
  return row;
}

const secondsUntil = (runAt: Date, now: Date) => Math.max(0, Math.ceil((runAt.getTime() - now.getTime()) / 1000));

async function sendJob(ctx: Ctx, tx: DbOrTx, row: q.PublicationRow, now: Date) {
  const startAfterSeconds = secondsUntil(row.runAt, now);
  await ctx.queue.send(
    PUBLISH_JOB,
    { publicationId: row.id, version: row.version },
    { tx: tx as never, ...(startAfterSeconds > 0 ? { startAfterSeconds } : {}) },
  );
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
  await ctx.db.transaction(async (tx) => {
    const found = await findItem(tx, userId, item);
    const existing = await q.findPublicationOfItem(tx, userId, item);
    if (!found) return;
    if (existing && (existing.status === 'published' || existing.status === 'publishing')) return;
    if (found.status !== 'scheduled') {
      if (existing) await q.deletePublication(tx, existing.id);
      return;
    }
    const runAt = found.scheduledTime ?? now;
    const row = existing
      ? await q.reschedule(tx, existing.id, { status: 'scheduled', runAt, error: null, needsSignIn: 0 })
      : await q.insertPublication(tx, {
          userId,
          ...item,
          platform: 'linkedin',
          integrationId: await defaultLinkedIn(tx, userId),
          runAt,
        });
    await sendJob(ctx, tx, row, now);
  });
}

/** Where a scheduled (or failed) item goes: an integration (LinkedIn, or Reddit with a subreddit or the profile). */
export async function setTarget(
  ctx: Ctx,
  userId: string,
  input: {
    answerId?: number;
    variantId?: number;
    integrationId: number | null;
    subreddit?: string | null;
    title?: string | null;
  },
  now = new Date(),
): Promise<Publication> {
  const item: q.ItemRef = input.answerId !== undefined ? { answerId: input.answerId } : { variantId: input.variantId! };
  return ctx.db.transaction(async (tx) => {
    const found = await findItem(tx, userId, item);
    if (!found) throw notFound('answerId' in item ? 'Answer' : 'Variant');
    const integration =
      input.integrationId === null ? null : await integrationsQ.findIntegration(tx, userId, input.integrationId);
    if (input.integrationId !== null && !integration) throw notFound('Integration');
    const platform = integration?.platform ?? 'linkedin';
    if (platform === 'linkedin' && (input.subreddit || input.title)) {
      throw new AppError('BAD_REQUEST', 'subreddit: only Reddit posts go to a subreddit');
    }
    const title = platform === 'reddit' ? (input.title ?? firstLine(found.text)) : null;
    const existing = await q.findPublicationOfItem(tx, userId, item);
    if (existing && (existing.status === 'published' || existing.status === 'publishing')) {
      throw new AppError('CONFLICT', `The post is already ${existing.status}`);
    }
    if (found.status !== 'scheduled' && found.status !== 'failed') {
      throw new AppError('BAD_REQUEST', 'Schedule the post before choosing where it is published');
    }
    const fields = {
      platform,
      integrationId: integration?.id ?? null,
      subreddit: platform === 'reddit' ? (input.subreddit ?? null) : null,
      title,
    };
    const row = existing
      ? await q.reschedule(tx, existing.id, fields)
      : await q.insertPublication(tx, { userId, ...item, ...fields, runAt: found.scheduledTime ?? now });
    if (row.status === 'scheduled') await sendJob(ctx, tx, row, now);
    return toPublication(row);
  });
}

const firstLine = (text: string) => (text.split('\n').find((line) => line.trim() !== '') ?? text).trim().slice(0, 300);

/** Retry: a failed publication goes out again now, as a new attempt. */
export async function retryPublication(ctx: Ctx, userId: string, id: number, now = new Date()): Promise<Publication> {
  return ctx.db.transaction(async (tx) => {
    const existing = await q.findPublication(tx, userId, id);
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
    await sendJob(ctx, tx, row, now);
    return toPublication(row);
  });
}

/** The hours (user's time zone) whose published posts drew the most likes, comments and shares per post. */
export async function bestHours(ctx: Ctx, userId: string): Promise<BestHours> {
  const timeZone = await userTimeZone(ctx.db, userId);
  const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
  const byHour = new Map<number, { posts: number; total: number }>();
  for (const post of await q.publishedWithMetrics(ctx.db, userId)) {
    if (!post.publishedAt) continue;
    const hour = Number(hourOf.format(post.publishedAt));
    const entry = byHour.get(hour) ?? { posts: 0, total: 0 };
    entry.posts += 1;
    entry.total += (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0);
    byHour.set(hour, entry);
  }
  const hours = [...byHour.entries()]
    .map(([hour, { posts, total }]) => ({ hour, posts, meanEngagement: total / posts }))
    .sort((a, b) => b.meanEngagement - a.meanEngagement || a.hour - b.hour);
  return { hours };
}
