import type { AiEngine, AiPostInput } from '@inroad/contracts/ai';
import type { Db } from '../../db/client.ts';
import { eventLoopTurn } from '../../db/event-loop-turn.ts';
import type { AiService } from '../../platform/ai/ai-service.ts';
import type { AiJudge } from '../rules/rules-engine.ts';
import * as q from './ingest.queries.ts';
import { type PostFindings, saveFindings } from './post-findings.ts';
import { createTagger, criterionHash, type Tagger } from './post-tagging.ts';

/** What enrichment reads of a post. */
export interface EnrichablePost {
  id: string;
  platform: 'linkedin' | 'reddit';
  content: string;
  posterName: string | null;
  posterHeadline: string | null;
}

export interface PostEnrichment {
  contentTags: string[];
  summary: string | null;
  summaryEngine: AiEngine | null;
}

/** Content tags and a summary for a post; the AI layer provides it, tests may stub it. */
export interface PostEnricher {
  enrich(post: EnrichablePost): Promise<PostEnrichment>;
  /**
   * A judge for AI rule criteria about this post; it notes each criterion's engine and reason as it goes, and which
   * verdicts are only stand-ins (`provisional`: the local engine answered for a model that was down, busy or over
   * its allowance): those decide the post now, and are not stored, so the post is judged again when next fetched.
   */
  judgeFor(post: EnrichablePost): {
    judge: AiJudge;
    engines: Map<string, AiEngine>;
    reasons: Map<string, string>;
    provisional?: Set<string>;
  };
}

function aiPostInput(post: EnrichablePost): AiPostInput {
  return {
    id: post.id,
    content: post.content,
    posterName: post.posterName ?? '',
    posterHeadline: post.posterHeadline ?? undefined,
    platform: post.platform,
  };
}

/**
 * The enricher backed by the AI service. Background work must not fail on a spent daily allowance: past it the
 * service answers with its local engine.
 */
export function createAiPostEnricher(
  ai: AiService,
  userId: string,
  hotLeadKeywords: readonly string[] = [],
): PostEnricher {
  const options = { userId, onBudgetExceeded: 'local' as const };
  return {
    async enrich(post) {
      const input = aiPostInput(post);
      const [tags, summary] = await Promise.all([
        ai.classifyContent({ ...options, post: input, hotLeadKeywords }),
        input.content.trim() === '' ? null : ai.summarizePost({ ...options, post: input }),
      ]);
      return {
        contentTags: tags.tags,
        summary: summary?.summary || null,
        summaryEngine: summary?.summary ? summary.engine : null,
      };
    },
    judgeFor(post) {
      const engines = new Map<string, AiEngine>();
      const reasons = new Map<string, string>();
      const provisional = new Set<string>();
      const judge: AiJudge = async (criterion) => {
        const judgement = await ai.judgeRule({ ...options, criterion, post: aiPostInput(post) });
        engines.set(criterion, judgement.engine);
        if (ai.usesModel && judgement.engine === 'local') provisional.add(criterion);
        if (judgement.reason.trim() !== '') reasons.set(criterion, judgement.reason.trim());
        return { match: judgement.match };
      };
      return { judge, engines, reasons, provisional };
    },
  };
}

export interface EnrichLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The `post.enrich` job's work: content tags and a summary for each post, and a decision for AI rule criteria
 * left pending at ingest (verdicts are stored per post and criterion, so a retry or a re-ingest asks nothing
 * twice). Idempotent: running it again recomputes the same values. A post the AI layer fails on is logged and
 * skipped; the others are still saved.
 */
export async function enrichPosts(options: {
  db: Db;
  userId: string;
  postIds: readonly string[];
  /** The Data Feed that brought the posts (absent: the one each was stored from). */
  sourceId?: string | null;
  enricher: PostEnricher;
  logger?: EnrichLogger;
}): Promise<{ enriched: number }> {
  const { db, userId, enricher } = options;
  const rows = await q.findPostsForEnrichment(db, userId, options.postIds);
  if (rows.length === 0) return { enriched: 0 };
  // Judged by the feed that brought it: a post another feed stored first has that feed's id, and a second feed's AI
  // rules would never be asked. A post a second feed brought is judged for that feed's rules even when the first
  // feed's were decided meanwhile (stored verdicts are reused: nothing is asked twice).
  const judgedBy = (row: q.EnrichablePostRow) => options.sourceId ?? row.sourceId ?? '';
  const pending = new Set(
    rows.filter((row) => row.rulesPending || (options.sourceId != null && options.sourceId !== row.sourceId)),
  );
  const taggers = await taggersBySource(db, userId, [...pending].map(judgedBy));
  const verdicts = await storedVerdicts(
    db,
    userId,
    [...pending].map((row) => row.id),
  );

  const findings: PostFindings[] = [];
  for (const row of rows) {
    // One post's work at a time: requests are answered in between.
    await eventLoopTurn();
    try {
      const post: EnrichablePost = { ...row };
      // Content tags and summary depend on the text only: done once per version of it.
      const content = row.enrichedAt ? null : await enricher.enrich(post);
      const tagger = taggers.get(judgedBy(row));
      const judged = pending.has(row) && tagger ? await judgeRules(db, userId, row, tagger, enricher, verdicts) : null;
      findings.push({
        postId: row.id,
        content: row.content,
        ...(content
          ? {
              enrichment: {
                contentTags: content.contentTags,
                aiSummary: content.summary,
                aiSummaryEngine: content.summaryEngine,
                enrichedAt: new Date(),
              },
            }
          : {}),
        tags: {
          ruleTags: judged?.ruleTags ?? [],
          keywordTags: judged?.keywordTags ?? [],
          keywords: judged?.keywords ?? [],
          ruleTagReasons: judged?.ruleTagReasons ?? {},
        },
        ...(row.rulesPending || judged ? { decided: { passesSourceRules: judged?.passesSourceRules ?? false } } : {}),
      });
    } catch (error) {
      options.logger?.warn({ err: error, postId: row.id }, 'post enrichment failed; the post keeps its ingest tags');
    }
  }
  // Written together once every answer is in (no AI call holds the transaction open), merged into the posts as they
  // are then; a failed write leaves the whole batch to the job's retry.
  await saveFindings(db, userId, findings);
  return { enriched: findings.length };
}

async function taggersBySource(db: Db, userId: string, sourceIds: readonly string[]): Promise<Map<string, Tagger>> {
  const taggers = new Map<string, Tagger>();
  if (sourceIds.length === 0) return taggers;
  const trackers = await q.listTaggingTrackers(db, userId);
  for (const sourceId of new Set(sourceIds)) {
    // A post whose source was deleted since is judged by the trackers alone.
    const source = sourceId ? await q.findTaggingSource(db, userId, sourceId) : undefined;
    taggers.set(sourceId, createTagger(source ?? null, trackers));
  }
  return taggers;
}

export interface StoredVerdict {
  verdict: boolean;
  reason: string | null;
}

export async function storedVerdicts(db: Db, userId: string, postIds: readonly string[]) {
  const byPost = new Map<string, Map<string, StoredVerdict>>();
  for (const row of await q.findVerdicts(db, userId, postIds)) {
    const forPost = byPost.get(row.postId) ?? new Map<string, StoredVerdict>();
    forPost.set(row.criterionHash, { verdict: row.verdict, reason: row.reason });
    byPost.set(row.postId, forPost);
  }
  return byPost;
}

/** Decides a post's pending AI criteria through the judge, reusing and then storing verdicts. */
export async function judgeRules(
  db: Db,
  userId: string,
  row: q.EnrichablePostRow,
  tagger: Tagger,
  enricher: PostEnricher,
  verdictsByPost: ReadonlyMap<string, ReadonlyMap<string, StoredVerdict>>,
) {
  const known = new Map<string, boolean>();
  const knownReasons = new Map<string, string>();
  for (const [hash, stored] of verdictsByPost.get(row.id) ?? []) {
    const criterion = tagger.criteriaByHash.get(hash);
    if (criterion === undefined) continue;
    known.set(criterion, stored.verdict);
    if (stored.reason) knownReasons.set(criterion, stored.reason);
  }
  const { judge, engines, reasons, provisional } = enricher.judgeFor({ ...row });
  const tagging = await tagger.tagJudged(
    { platform: row.platform, content: row.content, posterName: row.posterName, posterSlug: row.posterSlug },
    judge,
    known,
  );
  const fresh = [...tagging.verdicts].filter(([criterion]) => !known.has(criterion) && !provisional?.has(criterion));
  await q.insertVerdicts(
    db,
    fresh.map(([criterion, verdict]) => ({
      postId: row.id,
      userId,
      criterionHash: criterionHash(criterion),
      verdict,
      reason: reasons.get(criterion) ?? null,
      engine: engines.get(criterion) ?? null,
    })),
  );
  for (const [criterion, reason] of reasons) knownReasons.set(criterion, reason);
  return { ...tagging, ruleTagReasons: tagReasons(tagger, tagging.ruleTags, tagging.verdicts, knownReasons) };
}

/**
 * Why each tracker tag was given, for its tooltip: the reason of the AI criterion that passed, for the tags of
 * every tracker the post now carries (a tag of keyword rules only has no reason: its keywords show).
 */
function tagReasons(
  tagger: Tagger,
  ruleTags: readonly string[],
  verdicts: ReadonlyMap<string, boolean>,
  reasons: ReadonlyMap<string, string>,
): Record<string, string> {
  const given = new Set(ruleTags);
  // A map: tags are the user's own text ('constructor', '__proto__'), which an object literal answers itself.
  const out = new Map<string, string>();
  for (const tracker of tagger.trackers) {
    if (tracker.tags.length === 0 || !tracker.tags.every((tag) => given.has(tag))) continue;
    const passed = tracker.rules
      .filter((rule) => rule.ruleType === 'ai')
      .flatMap((rule) => rule.inputs.filter((input) => input.type === 'include').map((input) => input.value.trim()))
      .find((criterion) => verdicts.get(criterion) === true && reasons.has(criterion));
    if (passed === undefined) continue;
    for (const tag of tracker.tags) if (!out.has(tag)) out.set(tag, reasons.get(passed) ?? '');
  }
  return Object.fromEntries(out);
}
