import { z } from 'zod';

/** Payloads of background jobs: written by the enqueuing code, parsed by the handler (a job may outlive a deploy). */

export const POST_ENRICH_BATCH_MAX = 100;

/** Content tags, summary and pending AI rules of freshly ingested posts. */
export const PostEnrichJob = z.object({
  userId: z.uuid(),
  postIds: z.array(z.uuid()).min(1).max(POST_ENRICH_BATCH_MAX),
});
export type PostEnrichJob = z.infer<typeof PostEnrichJob>;

/** A new tracker's retroactive analysis: tag the user's last N posts by its rules. */
export const TrackerApplyJob = z.object({
  userId: z.uuid(),
  trackerId: z.uuid(),
  lastN: z.int().min(1),
});
export type TrackerApplyJob = z.infer<typeof TrackerApplyJob>;
