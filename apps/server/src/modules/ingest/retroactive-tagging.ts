import type { Db } from '../../db/client.ts';
import { relevanceBaseOf, searchTextOf, unionTags } from '../post/post-fields.ts';
import * as q from './ingest.queries.ts';
import { judgeRules, type PostEnricher, storedVerdicts } from './post-enrichment.ts';
import { createTagger } from './post-tagging.ts';

const PAGE = 200;
// Progress is saved this often while AI rules are judged post by post, so the trackers screen can follow it.
const PROGRESS_EVERY = 20;

/**
 * A new tracker's retroactive analysis: its rules run over the user's last N posts (of its platform, newest
 * first) and the posts it matches get its tags and matched keywords. Idempotent: tags only ever merge in.
 */
export async function applyTrackerToLatestPosts(options: {
  db: Db;
  userId: string;
  trackerId: string;
  lastN: number;
  enricher: PostEnricher;
}): Promise<{ analyzed: number; tagged: number }> {
  const { db, userId, enricher } = options;
  const tracker = await q.findTaggingTracker(db, userId, options.trackerId);
  // Deleted before the job ran: nothing to apply.
  if (!tracker) return { analyzed: 0, tagged: 0 };
  const tagger = createTagger(null, [tracker]);
  const hasAiRules = tagger.criteriaByHash.size > 0;
  let before: { postedAt: Date; id: string } | undefined;
  let analyzed = 0;
  let tagged = 0;
  const progress = (seen: number, running: boolean) =>
    q.setTrackerRetroactive(db, userId, tracker.id, {
      lastN: options.lastN,
      analyzed: seen,
      tagged,
      running,
      aiRules: hasAiRules,
    });
  while (analyzed < options.lastN) {
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
      if (hasAiRules && index > 0 && index % PROGRESS_EVERY === 0) await progress(analyzed + index, true);
      const subject = {
        platform: row.platform,
        content: row.content,
        posterName: row.posterName,
        posterSlug: row.posterSlug,
      };
      let tagging = tagger.tag(subject);
      let reasons: Record<string, string> = {};
      if (tagging.rulesPending) {
        const judged = await judgeRules(db, userId, row, tagger, enricher, verdicts);
        tagging = judged;
        reasons = judged.ruleTagReasons;
      }
      if (tagging.ruleTags.length === 0) continue;
      const next = {
        ruleTags: unionTags(row.ruleTags, tagging.ruleTags),
        keywordTags: unionTags(row.keywordTags, tagging.keywordTags),
        keywords: unionTags(row.keywords, tagging.keywordTags),
        ruleTagReasons: { ...row.ruleTagReasons, ...reasons },
      };
      await q.updatePostFields(db, userId, row.id, {
        ...next,
        relevanceBase: relevanceBaseOf({ ...row, ...next }),
        searchText: searchTextOf({ ...row, keywordTags: next.keywordTags }),
      });
      tagged++;
    }
    analyzed += rows.length;
    const last = rows[rows.length - 1];
    before = last ? { postedAt: last.postedAt, id: last.id } : undefined;
    await progress(analyzed, true);
  }
  await progress(analyzed, false);
  return { analyzed, tagged };
}
