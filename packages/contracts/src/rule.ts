import { z } from 'zod';

/**
 * Rules filter and tag posts (trackers and sources). A keyword rule holds include/exclude terms matched as whole
 * words; an AI rule holds natural-language criteria judged against the post. A rule passes when any include
 * matches (or it has none) and no exclude matches; the rules of one tracker or source combine with AND.
 *
 * `field` says what a rule looks at. The spec gives keyword rules the field posterSlug and AI rules content:
 * - posterSlug: the post text and the poster's name and profile slug (so a keyword rule can both find a topic and
 *   include or exclude an author);
 * - content: the post text only.
 */
export const RULE_TYPES = ['keyword', 'ai'] as const;
export const RuleType = z.enum(RULE_TYPES, { error: 'must be keyword or ai' });
export type RuleType = z.infer<typeof RuleType>;

export const RULE_FIELDS = ['posterSlug', 'content'] as const;
export const RuleField = z.enum(RULE_FIELDS, { error: 'must be posterSlug or content' });
export type RuleField = z.infer<typeof RuleField>;

export const RULE_INPUT_TYPES = ['include', 'exclude'] as const;
export const RuleInputType = z.enum(RULE_INPUT_TYPES, { error: 'must be include or exclude' });
export type RuleInputType = z.infer<typeof RuleInputType>;

export const RULE_VALUE_MAX_LENGTH = 200;
export const RULES_MAX = 20;
export const RULE_INPUTS_MAX = 50;
export const RULE_VALUE_EMPTY_MESSAGE = 'Rule values cannot be empty';

/** The field a new rule of each type gets (spec §3: posterSlug for keyword rules, content otherwise). */
export function defaultRuleField(ruleType: RuleType): RuleField {
  return ruleType === 'keyword' ? 'posterSlug' : 'content';
}

const RuleValue = z
  .string()
  .trim()
  .min(1, RULE_VALUE_EMPTY_MESSAGE)
  .max(RULE_VALUE_MAX_LENGTH, `must be at most ${RULE_VALUE_MAX_LENGTH} characters`);

export const RuleInput = z.object({ type: RuleInputType, value: RuleValue });
export type RuleInput = z.infer<typeof RuleInput>;

export const Rule = z.object({
  ruleType: RuleType,
  field: RuleField,
  inputs: z.array(RuleInput).max(RULE_INPUTS_MAX, `a rule holds at most ${RULE_INPUTS_MAX} values`),
});
export type Rule = z.infer<typeof Rule>;

/** Rules as trackers save them: a blank value blocks the save. */
export const Rules = z.array(Rule).max(RULES_MAX, `at most ${RULES_MAX} rules`);
export type Rules = z.infer<typeof Rules>;

export const TAG_MAX_LENGTH = 60;
export const TAGS_MAX = 20;
export const TAGS_EMPTY_MESSAGE = 'Tags cannot be empty';

/** Tags as trackers save them: trimmed, a blank one blocks the save, duplicates collapse. */
export const Tags = z
  .array(
    z.string().trim().min(1, TAGS_EMPTY_MESSAGE).max(TAG_MAX_LENGTH, `must be at most ${TAG_MAX_LENGTH} characters`),
  )
  .max(TAGS_MAX, `at most ${TAGS_MAX} tags`)
  .transform((tags) => cleanTags(tags));

/** Tags as sources save them: blank ones are dropped (spec §5) instead of failing. */
export const SourceTags = z
  .array(z.string().trim().max(TAG_MAX_LENGTH, `must be at most ${TAG_MAX_LENGTH} characters`))
  .max(TAGS_MAX, `at most ${TAGS_MAX} tags`)
  .transform((tags) => cleanTags(tags));

/** A rule as typed in an editor, before clean-up: values may be blank. */
export interface DraftRule {
  ruleType: RuleType;
  field: RuleField;
  inputs: { type: RuleInputType; value: string }[];
}

/**
 * Source clean-up before save (spec §5): blank rule inputs are dropped, values trimmed, and rules left with no
 * inputs removed. The web editor and the server both run it, so the API accepts what the editor would send.
 */
export function cleanSourceRules(rules: readonly DraftRule[]): Rule[] {
  return rules
    .map((rule) => ({
      ruleType: rule.ruleType,
      field: rule.field,
      inputs: rule.inputs
        .map((input) => ({ type: input.type, value: input.value.trim() }))
        .filter((input) => input.value !== ''),
    }))
    .filter((rule) => rule.inputs.length > 0);
}

/** What a tracker or source gives the posts it tags: tags, and keywords (keyword chips and highlights). */
export interface TagGifts {
  tags: readonly string[];
  keywords: readonly string[];
  /** A tracker's platform: the posts it tags ('all': both networks). */
  platform?: 'all' | 'linkedin' | 'reddit';
}

/** The include values of a list's keyword rules. */
export function includeKeywordsOf(rules: readonly Rule[]): string[] {
  return rules
    .filter((rule) => rule.ruleType === 'keyword')
    .flatMap((rule) => rule.inputs.filter((input) => input.type === 'include').map((input) => input.value));
}

/** What makes two tags the same tag: their text, trimmed, in any case. */
export function tagKey(tag: string): string {
  return tag.trim().toLowerCase();
}

/** Drops blank tags, trims the rest and removes duplicates (first spelling wins, compared case-insensitively). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const cleaned: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tagKey(tag);
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    cleaned.push(tag);
  }
  return cleaned;
}

/**
 * The editor's pre-save check: the message to show when a rule input is blank, else null. Trackers and sources
 * both block the save on it (spec §5) before any clean-up runs.
 */
export function findBlankRuleInput(rules: readonly DraftRule[]): string | null {
  const blank = rules.some((rule) => rule.inputs.some((input) => input.value.trim() === ''));
  return blank ? RULE_VALUE_EMPTY_MESSAGE : null;
}

/** The editor's pre-save check for tags (trackers and sources, spec §5). */
export function findBlankTag(tags: readonly string[]): string | null {
  return tags.some((tag) => tag.trim() === '') ? TAGS_EMPTY_MESSAGE : null;
}

/**
 * Rules as sources save them: values may arrive blank and are cleaned away (see cleanSourceRules) instead of
 * failing; the limits still apply.
 */
export const SourceRules = z
  .array(
    z.object({
      ruleType: RuleType,
      field: RuleField,
      inputs: z
        .array(
          z.object({
            type: RuleInputType,
            value: z.string().trim().max(RULE_VALUE_MAX_LENGTH, `must be at most ${RULE_VALUE_MAX_LENGTH} characters`),
          }),
        )
        .max(RULE_INPUTS_MAX, `a rule holds at most ${RULE_INPUTS_MAX} values`),
    }),
  )
  .max(RULES_MAX, `at most ${RULES_MAX} rules`)
  .transform(cleanSourceRules);
