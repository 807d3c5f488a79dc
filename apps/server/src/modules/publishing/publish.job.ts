import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { readPostMetrics } from './metrics.ts';
import { runPublication } from './publisher.ts';

/** Publishes one scheduled post, exactly once (see runPublication). */
export const publishJob: JobDefinition<AppContext, 'publish-post'> = {
  name: 'publish-post',
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) await runPublication(ctx, payload);
  },
};

/** Reads a published post's numbers a few times over its first week. */
export const postMetricsJob: JobDefinition<AppContext, 'read-post-metrics'> = {
  name: 'read-post-metrics',
  batchSize: 1,
  // Read an hour or more after the post went out: a minute later changes nothing.
  pollingIntervalSeconds: 60,
  async handle(ctx, payloads) {
    for (const payload of payloads) await readPostMetrics(ctx, payload);
  },
};
