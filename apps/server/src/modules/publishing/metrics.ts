import type { AppContext } from '../../app-context.ts';
import { accessTokenOf } from '../integrations/integration-tokens.ts';
import * as integrationsQ from '../integrations/integrations.queries.ts';
import { linkedInPublisher } from './linkedin-publisher.ts';
import { METRICS_JOB } from './publisher.ts';
import * as q from './publishing.queries.ts';
import { redditPublisher } from './reddit-publisher.ts';

export type MetricsJobPayload = { publicationId: number; read: number };

/** When a published post's numbers are read, counted from its publication: after 1 h, 1 day, 3 days and a week. */
export const METRICS_READ_OFFSETS_MS = [1, 24, 72, 168].map((hours) => hours * 3600_000);

/**
 * Reads a published post's likes, comments and shares through its integration and plans the next read. A read
 * that comes early (a job run before its time) does nothing; a post published through the extension has no
 * integration to read with and keeps no numbers.
 */
export async function readPostMetrics(ctx: AppContext, payload: MetricsJobPayload, now = new Date()): Promise<void> {
  const row = await q.publicationById(ctx.db, payload.publicationId);
  const offset = METRICS_READ_OFFSETS_MS[payload.read];
  if (row?.status !== 'published' || !row.publishedAt || !row.networkPostId || offset === undefined) return;
  if (row.publishedAt.getTime() + offset > now.getTime() || row.metricsReads > payload.read) return;
  if (row.integrationId === null) return;
  const integration = await integrationsQ.findIntegration(ctx.db, row.userId, row.integrationId);
  if (integration?.status !== 'connected') return;
  const accessToken = await accessTokenOf(ctx, integration, now);
  const publisher =
    integration.platform === 'linkedin'
      ? linkedInPublisher({ ...ctx.config.networks.linkedin, accessToken, memberId: integration.accountId })
      : redditPublisher({
          ...ctx.config.networks.reddit,
          accessToken,
          username: integration.accountId,
        });
  const metrics = await publisher.readMetrics(row.networkPostId);
  await ctx.db.transaction(async (tx) => {
    await q.recordMetrics(tx, row.id, { ...metrics, readAt: now, reads: payload.read + 1 });
    const next = METRICS_READ_OFFSETS_MS[payload.read + 1];
    if (next !== undefined) {
      const seconds = Math.ceil((row.publishedAt!.getTime() + next - now.getTime()) / 1000);
      await ctx.queue.send(
        METRICS_JOB,
        { publicationId: row.id, read: payload.read + 1 },
        { tx, startAfterSeconds: Math.max(1, seconds) },
      );
    }
  });
}
