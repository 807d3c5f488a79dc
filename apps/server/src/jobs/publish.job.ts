import { z } from 'zod';
import { readPostMetrics } from '../modules/publishing/metrics.ts';
import { METRICS_JOB, PUBLISH_JOB, runPublication } from '../modules/publishing/publisher.ts';
import type { JobDefinition } from './registry.ts';

const PublishPayload = z.object({ publicationId: z.number().int(), version: z.number().int() });
const MetricsPayload = z.object({ publicationId: z.number().int(), read: z.number().int().min(0) });

/** Publishes one scheduled post, exactly once (see runPublication). */
export const publishJob: JobDefinition = {
  name: PUBLISH_JOB,
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) await runPublication(ctx, PublishPayload.parse(payload));
  },
};

/** Reads a published post's numbers a few times over its first week. */
export const postMetricsJob: JobDefinition = {
  name: METRICS_JOB,
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) await readPostMetrics(ctx, MetricsPayload.parse(payload));
  },
};
