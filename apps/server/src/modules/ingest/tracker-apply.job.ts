import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { postEnricherFor } from './enricher-of.ts';
import { applyTrackerToLatestPosts } from './retroactive-tagging.ts';

/**
 * A tracker's retroactive analysis of the user's last N posts. A job that fails or stops with the process is
 * retried by the queue and starts the run over (see applyTrackerToLatestPosts).
 */
export const trackerApplyJob: JobDefinition<AppContext, 'tracker.apply'> = {
  name: 'tracker.apply',
  batchSize: 1,
  async handle(ctx, payloads, signal) {
    for (const { userId, trackerId, lastN } of payloads) {
      await applyTrackerToLatestPosts({
        db: ctx.db,
        userId,
        trackerId,
        lastN,
        enricher: await postEnricherFor(ctx, userId),
        ...(signal ? { signal } : {}),
      });
    }
  },
};
