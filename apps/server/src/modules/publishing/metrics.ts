import { ReadPostMetricsPayload } from '@inroad/contracts/instruction-payloads';
import type { InstructionOutcome } from '@inroad/contracts/instructions';
import type { JobPayload } from '@inroad/contracts/jobs';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueInstructionOnce } from '../instructions/instructions.service.ts';
import { accessTokenOf } from '../integrations/integration-tokens.ts';
import * as integrationsQ from '../integrations/integrations.queries.ts';
import { publisherOfIntegration } from './integration-publisher.ts';
import type { PostMetrics } from './network-publisher.ts';
import * as q from './publishing.queries.ts';

/** When a published post's numbers are read, counted from its publication: after 1 h, 1 day, 3 days and a week. */
export const METRICS_READ_OFFSETS_MS = [1, 24, 72, 168].map((hours) => hours * 3600_000);

/** Plans a just-published post's first read, an hour on; inside the transaction that records the publication. */
export async function scheduleFirstRead(queue: JobQueue, tx: Tx, publicationId: number): Promise<void> {
  const seconds = METRICS_READ_OFFSETS_MS[0]! / 1000;
  await queue.send('read-post-metrics', { publicationId, read: 0 }, { tx, startAfterSeconds: seconds });
}

/** Plans the read after `read`, at its offset from the publication (none after the last). */
export async function scheduleNextRead(
  queue: JobQueue,
  tx: Tx,
  row: Pick<q.PublicationRow, 'id' | 'publishedAt'>,
  read: number,
  now: Date,
): Promise<void> {
  const next = METRICS_READ_OFFSETS_MS[read + 1];
  if (next === undefined || !row.publishedAt) return;
  const seconds = Math.ceil((row.publishedAt.getTime() + next - now.getTime()) / 1000);
  await queue.send(
    'read-post-metrics',
    { publicationId: row.id, read: read + 1 },
    { tx, startAfterSeconds: Math.max(1, seconds) },
  );
}

/**
 * Reads a published post's likes, comments and shares and plans the next read. A LinkedIn post is read by the
 * extension in the user's session (a read_post_metrics instruction, whose report records the numbers), whether the
 * extension or an integration published it: LinkedIn lets an app read a post's likes and comments only with
 * r_member_social, which it grants to few developers, and an integration's w_member_social posts but cannot read.
 * A Reddit post is read through its integration (the `read` scope). A read that comes early (a job run before its
 * time) or late (a later read already recorded) does nothing.
 *
 * A read through an integration that cannot be made (the integration needs reconnecting, the network is down past
 * the job's retries) does not end the week's reads: the next one is planned, and the numbers, which only grow, come
 * then. The last read fails as any job does.
 */
export async function readPostMetrics(
  ctx: AppContext,
  payload: JobPayload<'read-post-metrics'>,
  now = new Date(),
): Promise<void> {
  const row = await q.publicationById(ctx.db, payload.publicationId);
  const offset = METRICS_READ_OFFSETS_MS[payload.read];
  if (row?.status !== 'published' || !row.publishedAt || !row.networkPostId || offset === undefined) return;
  if (row.publishedAt.getTime() + offset > now.getTime() || row.metricsReads > payload.read) return;
  if (row.platform === 'linkedin') {
    await queueExtensionRead(ctx, row, payload.read, now);
    return;
  }
  if (row.integrationId === null) return;
  const lastRead = payload.read === METRICS_READ_OFFSETS_MS.length - 1;
  let metrics: PostMetrics | null;
  try {
    metrics = await readThroughIntegration(ctx, row, row.integrationId, now);
  } catch (error) {
    if (lastRead) throw error;
    ctx.logger.warn(
      { err: error, publicationId: row.id, read: payload.read },
      "Could not read a published post's numbers; the next read will",
    );
    metrics = null;
  }
  await ctx.db.transaction(async (tx) => {
    if (metrics) await q.recordMetrics(tx, row.id, { ...metrics, readAt: now, reads: payload.read + 1 });
    await scheduleNextRead(ctx.queue, tx, row, payload.read, now);
  });
}

/** The post's numbers through its integration; null while it is not connected, or its network lets no app read them. */
async function readThroughIntegration(
  ctx: AppContext,
  row: q.PublicationRow,
  integrationId: number,
  now: Date,
): Promise<PostMetrics | null> {
  const integration = await integrationsQ.findIntegration(ctx.db, row.userId, integrationId);
  if (integration?.status !== 'connected') return null;
  const accessToken = await accessTokenOf(ctx, integration, now);
  const publisher = publisherOfIntegration(ctx.config, integration, accessToken);
  return publisher.readMetrics ? publisher.readMetrics(row.networkPostId!) : null;
}

/**
 * Asks the extension to read the post's numbers, and plans the next read now: a browser that stays closed must
 * not end the week's reads. While one read still waits for the browser no second one is queued (the waiting one
 * reads the newer numbers when it runs).
 */
async function queueExtensionRead(ctx: AppContext, row: q.PublicationRow, read: number, now: Date): Promise<void> {
  const payload: ReadPostMetricsPayload = {
    platform: 'linkedin',
    publicationId: row.id,
    postUrn: row.networkPostId!,
    read,
  };
  await ctx.db.transaction(async (tx) => {
    await queueInstructionOnce(tx, {
      userId: row.userId,
      type: 'read_post_metrics',
      payload,
      target: `publication:${row.id}`,
    });
    await scheduleNextRead(ctx.queue, tx, row, read, now);
  });
}

/**
 * The extension read a post's numbers: recorded on the publication like the integration's reads (the queue row
 * and the calendar show them). A report without numbers is refused; a read older than one already recorded
 * changes nothing.
 */
export async function recordExtensionMetrics(
  tx: DbOrTx,
  instruction: { userId: string; payload: Record<string, unknown> },
  outcome: InstructionOutcome | null,
  now: Date,
): Promise<void> {
  const payload = ReadPostMetricsPayload.safeParse(instruction.payload);
  if (!payload.success) return;
  const metrics = outcome?.metrics;
  if (!metrics) {
    throw new AppError('BAD_REQUEST', 'result.metrics: is required for a post read (likes, comments and shares)');
  }
  const row = await q.findPublication(tx, instruction.userId, payload.data.publicationId);
  if (row?.status !== 'published' || row.metricsReads > payload.data.read) return;
  await q.recordMetrics(tx, row.id, { ...metrics, readAt: now, reads: payload.data.read + 1 });
}
