import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { retagTrackerPosts } from './tracker-retag.ts';

/** The posts a tracker tagged, brought in line after it was deleted or its tags or keywords edited. */
export const trackerRetagJob: JobDefinition<AppContext, 'tracker.retag'> = {
  name: 'tracker.retag',
  batchSize: 1,
  async handle(ctx, payloads, signal) {
    for (const { userId, trackerId, before } of payloads) {
      await retagTrackerPosts({ db: ctx.db, userId, trackerId, before, ...(signal ? { signal } : {}) });
    }
  },
};
