import { z } from 'zod';

/**
 * Every background job as `{ name, payload }`, one union keyed by the job's name: the queue's `send` takes the
 * payload of the name it is given (a wrong payload fails the typecheck), and the worker parses each payload by the
 * same union before its handler sees it (a job may outlive a deploy, so the stored payload is checked again).
 */

export const POST_ENRICH_BATCH_MAX = 100;

const Id = z.uuid();
const PublicationId = z.int().positive();
/** Housekeeping jobs carry nothing: they look at the whole database. */
const Nothing = z.object({});

const job = <N extends string, P extends z.ZodType>(name: N, payload: P) =>
  z.object({ name: z.literal(name), payload });

export const Job = z.discriminatedUnion('name', [
  /** Deletes expired sign-in links. */
  job('auth.cleanup', Nothing),
  /** Prunes finished instructions, old AI usage and expired sessions. */
  job('retention.prune', Nothing),
  /** Content tags, summary and pending AI rules of freshly ingested posts. */
  job(
    'post.enrich',
    z.object({
      userId: Id,
      postIds: z.array(Id).min(1).max(POST_ENRICH_BATCH_MAX),
      /** The Data Feed that brought the posts: its AI rules are judged, also for a post another feed stored first. */
      sourceId: Id.nullable().optional(),
    }),
  ),
  /** A tracker's retroactive analysis: tag the user's last N posts by its rules. */
  job('tracker.apply', z.object({ userId: Id, trackerId: Id, lastN: z.int().min(1) })),
  /**
   * A tracker or source deleted, or its tags or keywords edited: the posts it tagged follow. `before` is what it gave
   * before the change (its tags, and the keywords of its rules and searches).
   */
  job(
    'posts.retag',
    z.object({
      userId: Id,
      kind: z.enum(['tracker', 'source']),
      id: Id,
      before: z.object({
        tags: z.array(z.string()),
        keywords: z.array(z.string()),
        platform: z.enum(['all', 'linkedin', 'reddit']).optional(),
      }),
    }),
  ),
  /** Fails an instruction the extension claimed and never reported, once its lease has run out (if nothing came). */
  job('instruction.settle-lease', z.object({ userId: Id, instructionId: Id })),
  /** Publishes one scheduled post; `version` is the schedule it was sent for (a later change makes it stale). */
  job('publish-post', z.object({ publicationId: PublicationId, version: z.int() })),
  /** Reads a published post's numbers; `read` is which of its scheduled reads this is (0 = the first). */
  job('read-post-metrics', z.object({ publicationId: PublicationId, read: z.int().min(0) })),
]);
export type Job = z.infer<typeof Job>;
export type JobName = Job['name'];
type PayloadsByName<J extends { name: string; payload: unknown }> = { [M in J as M['name']]: M['payload'] };
/** A job's payload as its handler gets it. */
export type JobPayload<N extends JobName> = PayloadsByName<Job>[N];
/** A job's payload as it is sent. */
export type JobPayloadInput<N extends JobName> = PayloadsByName<z.input<typeof Job>>[N];

/** Checks a stored payload against its job's schema; throws (and the queue retries or fails the job) when it is not. */
export function parseJobPayload<N extends JobName>(name: N, payload: unknown): JobPayload<N> {
  // The union narrows by the literal name at run time; the cast only tells TypeScript which member that was.
  return Job.parse({ name, payload }).payload as JobPayload<N>;
}
