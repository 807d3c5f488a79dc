import type { AiEngine } from '@inroad/contracts/ai';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** A post's values after enrichment or tagging (see mergeFindings); `content` only when its tags and summary were redone. */
export interface EnrichedPost {
  postId: string;
  content?: { contentTags: string[]; aiSummary: string | null; aiSummaryEngine: AiEngine | null; enrichedAt: Date };
  /** Only when a source's tags changed (retag-posts.ts); otherwise the post keeps its own. */
  sourceTags?: string[];
  ruleTags: string[];
  keywordTags: string[];
  keywords: string[];
  ruleTagReasons: Record<string, string>;
  passesSourceRules: boolean;
  rulesPending: boolean;
  relevanceBase: number;
  searchText: string;
}

/**
 * Writes enriched posts in one UPDATE: the posts' statement-level facet trigger (migration 0008) then runs once for
 * the batch instead of once per post, which was most of an enrichment job's work. In the transaction that locked and
 * read the rows (saveFindings), so the values are made from the rows as they are.
 */
export async function writeEnrichedPosts(tx: Tx, userId: string, rows: readonly EnrichedPost[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({
    id: row.postId,
    enriched: row.content !== undefined,
    content_tags: row.content?.contentTags ?? [],
    ai_summary: row.content?.aiSummary ?? null,
    ai_summary_engine: row.content?.aiSummaryEngine ?? null,
    enriched_at: row.content?.enrichedAt.toISOString() ?? null,
    source_tags: row.sourceTags ?? null,
    rule_tags: row.ruleTags,
    keyword_tags: row.keywordTags,
    keywords: row.keywords,
    rule_tag_reasons: row.ruleTagReasons,
    passes_source_rules: row.passesSourceRules,
    rules_pending: row.rulesPending,
    relevance_base: row.relevanceBase,
    search_text: row.searchText,
  }));
  await tx.execute(sql`
      update posts as p set
        content_tags = case when v.enriched then v.content_tags else p.content_tags end,
        ai_summary = case when v.enriched then v.ai_summary else p.ai_summary end,
        ai_summary_engine = case when v.enriched then v.ai_summary_engine else p.ai_summary_engine end,
        enriched_at = case when v.enriched then v.enriched_at else p.enriched_at end,
        source_tags = coalesce(v.source_tags, p.source_tags),
        rule_tags = v.rule_tags,
        keyword_tags = v.keyword_tags,
        keywords = v.keywords,
        rule_tag_reasons = v.rule_tag_reasons,
        passes_source_rules = v.passes_source_rules,
        rules_pending = v.rules_pending,
        relevance_base = v.relevance_base,
        search_text = v.search_text,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
        id uuid, enriched boolean, content_tags text[], ai_summary text, ai_summary_engine text,
        enriched_at timestamptz, source_tags text[], rule_tags text[], keyword_tags text[], keywords text[], rule_tag_reasons jsonb,
        passes_source_rules boolean, rules_pending boolean, relevance_base double precision, search_text text
      )
      where p.id = v.id and p.user_id = ${userId}`);
}
