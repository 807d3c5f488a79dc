import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { METRICS_JOB, readPostMetrics } from './metrics.ts';
import { PUBLISH_JOB, runPublication } from './publisher.ts';

const PublishPayload = z.object({ publicationId: z.number().int(), version: z.number().int() });
const MetricsPayload = z.object({ publicationId: z.number().int(), read: z.number().int().min(0) });

/** Publishes one scheduled post, exactly once (see runPublication). */
export const publishJob: JobDefinition<AppContext> = {
  name: PUBLISH_JOB,
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) await runPublication(ctx, PublishPayload.parse(payload));
  },
};

/** Reads a published post's numbers a few times over its first week. */
export const postMetricsJob: JobDefinition<AppContext> = {
  name: METRICS_JOB,
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) await readPostMetrics(ctx, MetricsPayload.parse(payload));
  },
};
