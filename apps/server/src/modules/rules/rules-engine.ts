import { compileKeywordMatcher, type KeywordMatcher } from '@inroad/contracts/keyword-match';
import type { Rule, RuleField, RuleInputType } from '@inroad/contracts/rule';

/**
 * Decides whether a post satisfies a tracker's or source's rules. Rules are compiled once (one regular
 * expression per include or exclude list) and then run against many posts.
 *
 * Keyword rules are decided synchronously. AI rules need a judge (a model call), so evaluation is split:
 * `evaluate` answers from keyword rules and any AI verdicts already known, and lists the AI criteria still needed;
 * `match` asks the judge for those, one undecided rule at a time, so a failing rule spares the calls of the next.
 */

/** What rules look at. For field posterSlug the poster's name and slug are searched as well as the text. */
export interface RuleSubject {
  content: string;
  posterName?: string | null;
  posterSlug?: string | null;
}

export interface AiCriterion {
  ruleIndex: number;
  type: RuleInputType;
  criterion: string;
}

/** Judges one natural-language criterion against a post (the AI layer provides it). */
export type AiJudge = (criterion: string, post: RuleSubject) => Promise<{ match: boolean }>;

/** Verdicts already known for AI criteria, keyed by the criterion text (e.g. cached from an earlier run). */
export type AiVerdicts = ReadonlyMap<string, boolean>;

export interface RuleEvaluation {
  /** true or false once decided; null while AI criteria are pending. */
  pass: boolean | null;
  /** Include keywords found in the post, across all keyword rules, in rule order. */
  matchedKeywords: string[];
  /** Exclude keywords found in the post (why a post was kept out). */
  matchedExcludes: string[];
  /** AI criteria the decision still needs; empty once pass is decided. */
  pendingAi: AiCriterion[];
}

export interface RuleMatch {
  pass: boolean;
  matchedKeywords: string[];
  matchedExcludes: string[];
  /** Every AI verdict used, including those the judge was asked for now (store them to avoid asking again). */
  aiVerdicts: Map<string, boolean>;
}

export interface CompiledRules {
  readonly ruleCount: number;
  readonly hasAiRules: boolean;
  /** Include keywords of every keyword rule: the terms worth highlighting. */
  readonly includeKeywords: readonly string[];
  evaluate(post: RuleSubject, verdicts?: AiVerdicts): RuleEvaluation;
  match(post: RuleSubject, judge: AiJudge, verdicts?: AiVerdicts): Promise<RuleMatch>;
}

interface KeywordRule {
  kind: 'keyword';
  field: RuleField;
  include: KeywordMatcher;
  exclude: KeywordMatcher;
}

interface AiRule {
  kind: 'ai';
  index: number;
  include: string[];
  exclude: string[];
}

type CompiledRule = KeywordRule | AiRule;

function textsFor(field: RuleField, post: RuleSubject): string[] {
  const texts = [post.content];
  if (field === 'posterSlug') {
    if (post.posterName) texts.push(post.posterName);
    if (post.posterSlug) texts.push(post.posterSlug);
  }
  return texts;
}

function compileRule(rule: Rule, index: number): CompiledRule | null {
  const values = (type: RuleInputType) =>
    rule.inputs.filter((input) => input.type === type && input.value.trim() !== '').map((input) => input.value.trim());
  const include = values('include');
  const exclude = values('exclude');
  // A rule with no usable inputs constrains nothing; dropping it keeps "empty rules pass" without special cases.
  if (include.length === 0 && exclude.length === 0) return null;
  if (rule.ruleType === 'ai')
    return { kind: 'ai', index, include: [...new Set(include)], exclude: [...new Set(exclude)] };
  return {
    kind: 'keyword',
    field: rule.field,
    include: compileKeywordMatcher(include),
    exclude: compileKeywordMatcher(exclude),
  };
}

type AiOutcome = { decided: boolean; pending: AiCriterion[] };

/** One AI rule against known verdicts: decided true/false, or the criteria that would decide it. */
function decideAiRule(rule: AiRule, verdicts: AiVerdicts | undefined): AiOutcome & { pass?: boolean } {
  const known = (criterion: string) => verdicts?.get(criterion);
  if (rule.exclude.some((c) => known(c) === true)) return { decided: true, pass: false, pending: [] };
  const includeMet = rule.include.length === 0 || rule.include.some((c) => known(c) === true);
  const pending: AiCriterion[] = [];
  for (const criterion of rule.exclude) {
    if (known(criterion) === undefined) pending.push({ ruleIndex: rule.index, type: 'exclude', criterion });
  }
  if (!includeMet) {
    const open = rule.include.filter((c) => known(c) === undefined);
    if (open.length === 0) return { decided: true, pass: false, pending: [] };
    for (const criterion of open) pending.push({ ruleIndex: rule.index, type: 'include', criterion });
  }
  if (pending.length === 0) return { decided: true, pass: true, pending: [] };
  return { decided: false, pending };
}

export function compileRules(rules: readonly Rule[]): CompiledRules {
  const compiled = rules.map(compileRule).filter((r): r is CompiledRule => r !== null);
  const keywordRules = compiled.filter((r): r is KeywordRule => r.kind === 'keyword');
  const aiRules = compiled.filter((r): r is AiRule => r.kind === 'ai');
  const includeKeywords = [...new Set(keywordRules.flatMap((r) => r.include.keywords))];

  const evaluate = (post: RuleSubject, verdicts?: AiVerdicts): RuleEvaluation => {
    const matchedKeywords = new Set<string>();
    const matchedExcludes = new Set<string>();
    let keywordPass = true;
    for (const rule of keywordRules) {
      const texts = textsFor(rule.field, post);
      const includes = texts.flatMap((text) => rule.include.matched(text));
      const excludes = texts.flatMap((text) => rule.exclude.matched(text));
      for (const k of includes) matchedKeywords.add(k);
      for (const k of excludes) matchedExcludes.add(k);
      const includeMet = rule.include.keywords.length === 0 || includes.length > 0;
      if (!includeMet || excludes.length > 0) keywordPass = false;
    }
    const result = { matchedKeywords: [...matchedKeywords], matchedExcludes: [...matchedExcludes] };
    if (!keywordPass) return { ...result, pass: false, pendingAi: [] };

    const pendingAi: AiCriterion[] = [];
    for (const rule of aiRules) {
      const outcome = decideAiRule(rule, verdicts);
      if (outcome.decided && outcome.pass === false) return { ...result, pass: false, pendingAi: [] };
      pendingAi.push(...outcome.pending);
    }
    return { ...result, pass: pendingAi.length === 0 ? true : null, pendingAi };
  };

  const match = async (post: RuleSubject, judge: AiJudge, verdicts?: AiVerdicts): Promise<RuleMatch> => {
    const known = new Map(verdicts ?? []);
    for (;;) {
      const evaluation = evaluate(post, known);
      if (evaluation.pass !== null) {
        return {
          pass: evaluation.pass,
          matchedKeywords: evaluation.matchedKeywords,
          matchedExcludes: evaluation.matchedExcludes,
          aiVerdicts: known,
        };
      }
      // Judge only the first undecided rule's criteria, in parallel; later rules may never need asking.
      const firstRule = evaluation.pendingAi[0]?.ruleIndex;
      const batch = [...new Set(evaluation.pendingAi.filter((p) => p.ruleIndex === firstRule).map((p) => p.criterion))];
      const answers = await Promise.all(batch.map((criterion) => judge(criterion, post)));
      batch.forEach((criterion, i) => {
        known.set(criterion, answers[i]?.match === true);
      });
    }
  };

  return {
    ruleCount: compiled.length,
    hasAiRules: aiRules.length > 0,
    includeKeywords,
    evaluate,
    match,
  };
}
