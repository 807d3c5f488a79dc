import { RETROACTIVE_HEARTBEAT_MS } from '@inroad/contracts/tracker';
import type { Db } from '../../db/client.ts';
import { eventLoopTurn } from '../../db/event-loop-turn.ts';
import * as q from './ingest.queries.ts';
import { judgeRules, type PostEnricher, storedVerdicts } from './post-enrichment.ts';
import { saveFindings } from './post-findings.ts';
import { createTagger, type TaggingTracker } from './post-tagging.ts';

const PAGE = 200;
// Progress is saved this often while AI rules are judged post by post, so the trackers screen can follow it.
const PROGRESS_EVERY = 20;

/**
 * A new tracker's retroactive analysis: its rules run over the user's last N posts (of its platform, newest
 * first) and the posts it matches get its tags and matched keywords. Idempotent: tags only ever merge in, so a
 * run the queue retries after a crash starts over from the newest post; AI verdicts already given are stored and
 * not asked again, so it quickly catches up with where it stopped.
 *
 * The run saves its progress at least every RETROACTIVE_HEARTBEAT_MS: a run whose progress grows old is shown as
 * stopped. A run that throws is marked failed (the queue may still retry it, which marks it running again); one
 * stopped by `signal` (the process shutting down) stays running for the queue to resume.
 */
export async function applyTrackerToLatestPosts(options: {
  db: Db;
  userId: string;
  trackerId: string;
  lastN: number;
  enricher: PostEnricher;
  signal?: AbortSignal;
}): Promise<{ analyzed: number; tagged: number }> {
  const { db, userId } = options;
  const tracker = await q.findTaggingTracker(db, userId, options.trackerId);
  // Deleted before the job ran: nothing to apply.
  if (!tracker) return { analyzed: 0, tagged: 0 };
  const hasAiRules = createTagger(null, [tracker]).criteriaByHash.size > 0;
  const run = { analyzed: 0, tagged: 0 };
  const save = (fields: { analyzed: number; running: boolean; failed: boolean }) =>
    q.setTrackerRetroactive(db, userId, tracker.id, {
      lastN: options.lastN,
      tagged: run.tagged,
      aiRules: hasAiRules,
      ...fields,
    });
  await save({ analyzed: 0, running: true, failed: false });
  try {
    await tagLatestPosts({ ...options, tracker, hasAiRules }, run, (seen) =>
      save({ analyzed: seen, running: true, failed: false }),
    );
  } catch (error) {
    if (!options.signal?.aborted) await save({ analyzed: run.analyzed, running: false, failed: true });
    throw error;
  }
  await save({ analyzed: run.analyzed, running: false, failed: false });
  return run;
}

async function tagLatestPosts(
  options: {
    db: Db;
    userId: string;
    lastN: number;
    enricher: PostEnricher;
    signal?: AbortSignal;
    tracker: TaggingTracker;
    hasAiRules: boolean;
  },
  run: { analyzed: number; tagged: number },
  saveProgress: (seen: number) => Promise<void>,
): Promise<void> {
  const { db, userId, enricher, tracker, hasAiRules } = options;
  const tagger = createTagger(null, [tracker]);
  let before: { postedAt: Date; id: string } | undefined;
  let savedAt = Date.now();
  const progress = async (seen: number) => {
    await saveProgress(seen);
    savedAt = Date.now();
  };
  while (run.analyzed < options.lastN) {
    const analyzed = run.analyzed;
    const rows = await q.findLatestPostsForTagging(db, userId, {
      platform: tracker.platform === 'all' ? null : tracker.platform,
      limit: Math.min(PAGE, options.lastN - analyzed),
      before,
    });
    if (rows.length === 0) break;
    const verdicts = hasAiRules
      ? await storedVerdicts(
          db,
          userId,
          rows.map((row) => row.id),
        )
      : new Map();
    for (const [index, row] of rows.entries()) {
      // One post's work at a time: requests are answered in between.
      await eventLoopTurn();
      options.signal?.throwIfAborted();
      const due = (hasAiRules && index % PROGRESS_EVERY === 0) || Date.now() - savedAt >= RETROACTIVE_HEARTBEAT_MS;
      if (index > 0 && due) await progress(analyzed + index);
      const subject = {
        platform: row.platform,
        content: row.content,
        posterName: row.posterName,
        posterSlug: row.posterSlug,
      };
      let tagging = tagger.tag(subject);
      let reasons: Record<string, string> = {};
      if (tagging.rulesPending) {
        // The AI is asked for a tracker that is still there: one deleted meanwhile ends the run.
        if (!(await q.findTaggingTracker(db, userId, tracker.id))) return;
        const judged = await judgeRules(db, userId, row, tagger, enricher, verdicts);
        tagging = judged;
        reasons = judged.ruleTagReasons;
      }
      if (tagging.ruleTags.length === 0) continue;
      // Merged into the post as it is now: another run or the enrichment may have tagged it while this one waited.
      // A tracker deleted meanwhile tags nothing more, and ends the run.
      const saved = await saveFindings(
        db,
        userId,
        [
          {
            postId: row.id,
            content: row.content,
            tags: {
              ruleTags: tagging.ruleTags,
              keywordTags: tagging.keywordTags,
              keywords: tagging.keywordTags,
              ruleTagReasons: reasons,
            },
          },
        ],
        { onlyIf: (tx) => q.holdTracker(tx, userId, tracker.id) },
      );
      if (!saved) return;
      run.tagged++;
    }
    run.analyzed += rows.length;
    const last = rows[rows.length - 1];
    before = last ? { postedAt: last.postedAt, id: last.id } : undefined;
    await progress(run.analyzed);
  }
}
