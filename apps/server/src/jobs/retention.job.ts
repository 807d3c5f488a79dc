import { EMAIL_LOOKUP_TTL_DAYS } from '@inroad/contracts/engage';
import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { aiUsage, emailLookups, engagements, instructions, notices, sessions } from '../db/schema/index.ts';
import { mediaStorageOf } from '../platform/storage/create-media-storage.ts';
import type { MediaStorage } from '../platform/storage/media-storage.ts';
import { HOUSEKEEPING_POLLING_SECONDS, type JobDefinition } from './job-definition.ts';
import { pruneUnattachedMedia } from './media-retention.ts';
import { pruneOldPosts } from './post-retention.ts';

const DAY_MS = 86_400_000;
const dependent = alias(instructions, 'dependent');
/** Rows deleted per statement, so one run never holds a long lock on a large table. */
const BATCH = 5_000;

/** Days a dismissed notice is kept: no screen shows it again, and the rows help to look into what happened. */
const DISMISSED_NOTICE_DAYS = 30;

export type RetentionCounts = {
  instructions: number;
  aiUsage: number;
  sessions: number;
  notices: number;
  emailLookups: number;
};

/**
 * Deletes what nobody reads any more: finished instructions (done, failed, cancelled) older than
 * INSTRUCTION_RETENTION_DAYS (the caps read at most 30 days back), per-day AI usage rows older than
 * AI_USAGE_RETENTION_DAYS, expired sessions, notices dismissed over 30 days ago, and e-mail lookups past the time their
 * answer is served (EMAIL_LOOKUP_TTL_DAYS). Pending and running instructions
 * are never touched, nor one whose engagement still stands (a like not taken back, a comment not deleted).
 */
export async function pruneExpired(
  ctx: { db: Db; config: Config },
  now = new Date(),
  signal?: AbortSignal,
): Promise<RetentionCounts> {
  const { db, config } = ctx;
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const instructionCutoff = daysBefore(config.retention.instructionDays);
  // ai_usage.day is the UTC day as YYYY-MM-DD, which sorts as text.
  const usageCutoff = daysBefore(config.retention.aiUsageDays).toISOString().slice(0, 10);
  const counts: RetentionCounts = { instructions: 0, aiUsage: 0, sessions: 0, notices: 0, emailLookups: 0 };
  for (;;) {
    const old = db
      .select({ id: instructions.id })
      .from(instructions)
      .where(
        and(
          inArray(instructions.status, ['done', 'failed', 'cancelled']),
          lt(sql`coalesce(${instructions.finishedAt}, ${instructions.createdAt})`, instructionCutoff),
          // A like, comment or invitation that still stands keeps the instruction that made it: its result holds
          // the network's id of what it created, which an unlike, an edit or delete, or a withdrawal needs.
          notExists(
            db
              .select({ id: engagements.id })
              .from(engagements)
              .where(and(eq(engagements.instructionId, instructions.id), isNull(engagements.undoneAt))),
          ),
          // Taking one back marks it undone at once, but the undo, still waiting, reads that id when it is handed out.
          notExists(
            db
              .select({ id: dependent.id })
              .from(dependent)
              .where(and(eq(dependent.dependsOn, instructions.id), inArray(dependent.status, ['pending', 'running']))),
          ),
        ),
      )
      .limit(BATCH);
    const deleted = await db
      .delete(instructions)
      .where(inArray(instructions.id, old))
      .returning({ id: instructions.id });
    counts.instructions += deleted.length;
    if (deleted.length < BATCH || signal?.aborted) break;
  }
  const usage = await db.delete(aiUsage).where(lt(aiUsage.day, usageCutoff)).returning({ day: aiUsage.day });
  counts.aiUsage = usage.length;
  const expired = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  counts.sessions = expired.length;
  const dismissed = await db
    .delete(notices)
    .where(lt(notices.dismissedAt, daysBefore(DISMISSED_NOTICE_DAYS)))
    .returning({ id: notices.id });
  counts.notices = dismissed.length;
  const stale = await db
    .delete(emailLookups)
    .where(
      or(
        lt(emailLookups.lookedUpAt, daysBefore(EMAIL_LOOKUP_TTL_DAYS.found)),
        and(isNull(emailLookups.email), lt(emailLookups.lookedUpAt, daysBefore(EMAIL_LOOKUP_TTL_DAYS.notFound))),
      ),
    )
    .returning({ userId: emailLookups.userId });
  counts.emailLookups = stale.length;
  return counts;
}

type RetentionContext = { db: Db; config: Config; logger: Logger; storage?: MediaStorage };

export const retentionJob: JobDefinition<RetentionContext, 'retention.prune'> = {
  name: 'retention.prune',
  batchSize: 1,
  // Sent by the server on a timer; nobody waits on it.
  pollingIntervalSeconds: HOUSEKEEPING_POLLING_SECONDS,
  async handle(ctx, _payloads, signal) {
    const now = new Date();
    const counts = await pruneExpired(ctx, now, signal);
    const posts = await pruneOldPosts(ctx, now, signal);
    const unremoved: string[] = [];
    let firstError: unknown;
    const media = await pruneUnattachedMedia({ ...ctx, storage: mediaStorageOf(ctx) }, now, signal, (key, error) => {
      unremoved.push(key);
      firstError ??= error;
    });
    // One line for the run, not one per file: storage down fails every file alike.
    if (unremoved.length > 0) {
      ctx.logger.warn(
        { err: firstError, files: unremoved.length, firstKey: unremoved[0] },
        'retention: media files could not be removed from storage; they are kept for the next run',
      );
    }
    ctx.logger.info(
      { deleted: { ...counts, posts, media } },
      'retention: pruned finished instructions, old AI usage, expired sessions, stale e-mail lookups, old posts and media no post holds',
    );
  },
};
