import { createHash } from 'node:crypto';
import { compileKeywordMatcher, normalizeKeyword, searchFormOf } from '@inroad/contracts/keyword-match';
import type { PostPlatform } from '@inroad/contracts/post';
import { cleanTags, type Rule } from '@inroad/contracts/rule';
import { feedCategoryOf } from '@inroad/contracts/source';
import type { TrackerPlatform } from '@inroad/contracts/tracker';
import { unionTags } from '../post/post-fields.ts';
import { compiledRulesOf } from '../rules/rules-cache.ts';
import type { AiJudge, AiVerdicts, CompiledRules, RuleSubject } from '../rules/rules-engine.ts';

/**
 * Tags a post from its source and the user's trackers:
 * - sourceTags: the source's tags and its feed category (by name prefix);
 * - passesSourceRules: the source's rules let it into the Priority Inbox (no source: it passes);
 * - ruleTags: the tags of every tracker (of the post's platform or 'all') whose rules it satisfies;
 * - keywordTags: the include keywords it matched, of the source and of every tracker that tagged it;
 * - keywords: keywordTags plus the source's search keywords found in the text, for highlighting.
 * AI criteria without a known verdict leave the decision pending: `tag` reports them, `tagJudged` asks the judge.
 */

export interface TaggingSource {
  id: string;
  name: string;
  tags: readonly string[];
  keywords: readonly string[];
  rules: readonly Rule[];
  updatedAt: Date;
}

export interface TaggingTracker {
  id: string;
  platform: TrackerPlatform;
  tags: readonly string[];
  rules: readonly Rule[];
  updatedAt: Date;
}

export interface TaggablePost extends RuleSubject {
  platform: PostPlatform;
}

export interface PostTagging {
  sourceTags: string[];
  ruleTags: string[];
  keywordTags: string[];
  keywords: string[];
  passesSourceRules: boolean;
  /** Some AI criterion is still undecided (only from `tag`). */
  rulesPending: boolean;
}

export interface JudgedTagging extends PostTagging {
  /** Every AI verdict the decision used, by criterion. */
  verdicts: Map<string, boolean>;
}

export interface Tagger {
  readonly sourceTags: readonly string[];
  readonly trackers: readonly TaggingTracker[];
  /** Every AI criterion of the source and trackers, by its hash (how verdicts are stored). */
  readonly criteriaByHash: ReadonlyMap<string, string>;
  tag(post: TaggablePost, verdicts?: AiVerdicts): PostTagging;
  tagJudged(post: TaggablePost, judge: AiJudge, verdicts?: AiVerdicts): Promise<JudgedTagging>;
}

export function criterionHash(criterion: string): string {
  return createHash('sha256').update(criterion).digest('hex');
}

function aiCriteria(rules: readonly Rule[]): string[] {
  return rules
    .filter((rule) => rule.ruleType === 'ai')
    .flatMap((rule) => rule.inputs.map((input) => input.value.trim()))
    .filter((value) => value !== '');
}

type Outcome = { pass: boolean | null; matchedKeywords: string[] };

const ASCII_ONLY = /^[\x20-\x7e]+$/;
const FAILED: Outcome = { pass: false, matchedKeywords: [] };

/**
 * The words a post's text must contain for a tracker's keyword rules to have a chance, as a quick screen before
 * the rules' regular expressions (which cost a few microseconds per tracker and post; most trackers match few
 * posts). Per keyword rule with include keywords, the alternatives (one per keyword) of words that must all occur.
 * Null for a rule with a keyword the screen cannot reason about (anything but printable ASCII): such a rule
 * always goes to the regular expressions.
 */
function requiredWordsOf(rules: readonly Rule[]): string[][][] {
  const required: string[][][] = [];
  for (const rule of rules) {
    if (rule.ruleType !== 'keyword') continue;
    const includes = rule.inputs
      .filter((input) => input.type === 'include')
      .map((input) => normalizeKeyword(input.value))
      .filter((keyword) => keyword !== '');
    if (includes.length === 0 || !includes.every((keyword) => ASCII_ONLY.test(keyword))) continue;
    required.push(includes.map((keyword) => keyword.split(' ')));
  }
  return required;
}

/**
 * The text the screen looks in: every field a keyword rule may read, in the form keywords are looked for in
 * (searchFormOf: 'İ' is 'I'), lower-cased. A keyword matches case-insensitively under Unicode simple case folding,
 * where only ASCII letters, 'ſ' (s) and the Kelvin sign (k) fold to ASCII letters; toLowerCase already maps the
 * Kelvin sign to 'k', so only 'ſ' needs replacing. The screen may let through a post the rules then reject, never
 * the other way round.
 */
function screenTextOf(post: TaggablePost): string {
  const fields = [post.content, post.posterName ?? '', post.posterSlug ?? ''].join('\n');
  return searchFormOf(fields).toLowerCase().replace(/ſ/g, 's');
}

/** False when some keyword rule cannot pass: none of its include keywords has all its words in the text. */
function mayPass(required: readonly string[][][], text: string): boolean {
  return required.every((alternatives) => alternatives.some((words) => words.every((word) => text.includes(word))));
}

/** Built once per batch: rules are compiled (or taken from the cache) here, not per post. */
export function createTagger(source: TaggingSource | null, trackers: readonly TaggingTracker[]): Tagger {
  const sourceRules: CompiledRules | null = source ? compiledRulesOf(source) : null;
  const sourceKeywords = compileKeywordMatcher(source?.keywords ?? []);
  const sourceTags = source ? cleanTags([...source.tags, feedCategoryOf(source.name)]) : [];
  const compiledTrackers = trackers.map((tracker) => ({
    tracker,
    rules: compiledRulesOf(tracker),
    required: requiredWordsOf(tracker.rules),
  }));
  const criteriaByHash = new Map<string, string>();
  for (const rules of [source?.rules ?? [], ...trackers.map((t) => t.rules)]) {
    for (const criterion of aiCriteria(rules)) criteriaByHash.set(criterionHash(criterion), criterion);
  }
  const appliesTo = (platform: PostPlatform) =>
    compiledTrackers.filter(({ tracker }) => tracker.platform === 'all' || tracker.platform === platform);

  const combine = (post: TaggablePost, sourceOutcome: Outcome | null, trackerOutcomes: [TaggingTracker, Outcome][]) => {
    const sourcePass = sourceOutcome === null ? true : sourceOutcome.pass;
    const passing = trackerOutcomes.filter(([, outcome]) => outcome.pass === true);
    const keywordTags = unionTags(
      sourcePass === true && sourceOutcome ? sourceOutcome.matchedKeywords : [],
      ...passing.map(([, outcome]) => outcome.matchedKeywords),
    );
    return {
      sourceTags: [...sourceTags],
      ruleTags: cleanTags(passing.flatMap(([tracker]) => tracker.tags)),
      keywordTags,
      keywords: cleanTags([...keywordTags, ...sourceKeywords.matched(post.content)]),
      passesSourceRules: sourcePass === true,
      rulesPending: sourcePass === null || trackerOutcomes.some(([, outcome]) => outcome.pass === null),
    };
  };

  return {
    sourceTags,
    trackers,
    criteriaByHash,
    tag(post, verdicts) {
      const sourceOutcome = sourceRules ? sourceRules.evaluate(post, verdicts) : null;
      const screenText = screenTextOf(post);
      const trackerOutcomes = appliesTo(post.platform).map(
        ({ tracker, rules, required }): [TaggingTracker, Outcome] => [
          tracker,
          // A tracker whose keywords cannot occur fails before its AI criteria are looked at, as in evaluate.
          mayPass(required, screenText) ? rules.evaluate(post, verdicts) : FAILED,
        ],
      );
      return combine(post, sourceOutcome, trackerOutcomes);
    },
    async tagJudged(post, judge, verdicts) {
      const known = new Map(verdicts ?? []);
      const sourceOutcome = sourceRules ? await sourceRules.match(post, judge, known) : null;
      for (const [criterion, verdict] of sourceOutcome?.aiVerdicts ?? []) known.set(criterion, verdict);
      const trackerOutcomes: [TaggingTracker, Outcome][] = [];
      for (const { tracker, rules } of appliesTo(post.platform)) {
        const outcome = await rules.match(post, judge, known);
        for (const [criterion, verdict] of outcome.aiVerdicts) known.set(criterion, verdict);
        trackerOutcomes.push([tracker, outcome]);
      }
      return { ...combine(post, sourceOutcome, trackerOutcomes), verdicts: known };
    },
  };
}
