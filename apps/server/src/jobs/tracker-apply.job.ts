import { TrackerApplyJob } from '@inroad/contracts/jobs';
import { postEnricherFor } from '../modules/ingest/enricher-of.ts';
import { applyTrackerToLatestPosts } from '../modules/ingest/retroactive-tagging.ts';
import { TRACKER_APPLY_JOB } from '../modules/tracker/tracker.service.ts';
import type { JobDefinition } from './registry.ts';

/** A new tracker's retroactive analysis of the user's last N posts. */
export const trackerApplyJob: JobDefinition = {
  name: TRACKER_APPLY_JOB,
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) {
      const { userId, trackerId, lastN } = TrackerApplyJob.parse(payload);
      await applyTrackerToLatestPosts({
        db: ctx.db,
        userId,
        trackerId,
        lastN,
        enricher: await postEnricherFor(ctx, userId),
      });
    }
  },
};
