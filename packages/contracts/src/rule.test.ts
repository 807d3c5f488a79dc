import { describe, expect, it } from 'vitest';
import {
  cleanSourceRules,
  cleanTags,
  defaultRuleField,
  findBlankRuleInput,
  findBlankTag,
  RULE_INPUTS_MAX,
  RULE_VALUE_EMPTY_MESSAGE,
  RULES_MAX,
  Rules,
  SourceRules,
  SourceTags,
  Tags,
} from './rule.ts';

const keywordRule = (...values: [type: 'include' | 'exclude', value: string][]) => ({
  ruleType: 'keyword' as const,
  field: 'posterSlug' as const,
  inputs: values.map(([type, value]) => ({ type, value })),
});

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('Rules (tracker save)', () => {
  it('accepts keyword and AI rules and trims values', () => {
    const parsed = Rules.parse([
      keywordRule(['include', '  saas ']),
      { ruleType: 'ai', field: 'content', inputs: [{ type: 'exclude', value: 'Job adverts' }] },
    ]);
    expect(parsed[0]?.inputs[0]?.value).toBe('saas');
    expect(parsed[1]?.ruleType).toBe('ai');
  });

  it('blocks a blank value with a clear message', () => {
    const result = Rules.safeParse([keywordRule(['include', '   '])]);
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(RULE_VALUE_EMPTY_MESSAGE);
  });

  it('enforces the limits', () => {
    expect(Rules.safeParse([keywordRule(['include', 'x'.repeat(201)])]).success).toBe(false);
    expect(Rules.safeParse([keywordRule(['include', 'x'.repeat(200)])]).success).toBe(true);
    expect(Rules.safeParse(Array.from({ length: RULES_MAX + 1 }, () => keywordRule(['include', 'x']))).success).toBe(
      false,
    );
    const many = Array.from({ length: RULE_INPUTS_MAX + 1 }, (_, i) => ['include', `k${i}`] as ['include', string]);
    expect(Rules.safeParse([keywordRule(...many)]).success).toBe(false);
  });

  it('rejects unknown rule types, fields and input types', () => {
    expect(Rules.safeParse([{ ...keywordRule(['include', 'x']), ruleType: 'regex' }]).success).toBe(false);
    expect(Rules.safeParse([{ ...keywordRule(['include', 'x']), field: 'headline' }]).success).toBe(false);
    expect(Rules.safeParse([keywordRule(['maybe' as 'include', 'x'])]).success).toBe(false);
  });
});

describe('source clean-up', () => {
  it('drops blank inputs, trims values and removes rules left empty', () => {
    expect(
      cleanSourceRules([
        keywordRule(['include', ' a '], ['exclude', '  ']),
        keywordRule(['include', ''], ['exclude', '\t']),
        { ruleType: 'ai', field: 'content', inputs: [] },
      ]),
    ).toEqual([keywordRule(['include', 'a'])]);
  });

  it('is applied by the source schemas instead of failing', () => {
    expect(SourceRules.parse([keywordRule(['include', ' ']), keywordRule(['include', 'b'])])).toEqual([
      keywordRule(['include', 'b']),
    ]);
    expect(SourceTags.parse([' x ', '', '  ', 'X', 'y'])).toEqual(['x', 'y']);
  });

  it('still enforces the limits on sources', () => {
    expect(SourceRules.safeParse([keywordRule(['include', 'x'.repeat(201)])]).success).toBe(false);
  });
});

describe('tags', () => {
  it('blocks blank tracker tags with the spec message', () => {
    const result = Tags.safeParse(['ok', '  ']);
    expect(messages(result)).toEqual(['Tags cannot be empty']);
    expect(Tags.parse([' Leads ', 'leads', 'Hiring'])).toEqual(['Leads', 'Hiring']);
  });

  it('cleans and checks tags for editors', () => {
    expect(cleanTags(['a', ' ', 'A', ' b '])).toEqual(['a', 'b']);
    expect(findBlankTag(['a', ' '])).toBe('Tags cannot be empty');
    expect(findBlankTag(['a'])).toBeNull();
  });
});

describe('editor helpers', () => {
  it('finds blank rule inputs', () => {
    expect(findBlankRuleInput([keywordRule(['include', 'x'], ['exclude', ' '])])).toBe(RULE_VALUE_EMPTY_MESSAGE);
    expect(findBlankRuleInput([keywordRule(['include', 'x'])])).toBeNull();
    expect(findBlankRuleInput([])).toBeNull();
  });

  it('gives keyword rules posterSlug and AI rules content', () => {
    expect(defaultRuleField('keyword')).toBe('posterSlug');
    expect(defaultRuleField('ai')).toBe('content');
  });
});
