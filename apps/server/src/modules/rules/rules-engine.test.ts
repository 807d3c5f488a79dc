import type { Rule } from '@inroad/contracts/rule';
import { describe, expect, it, vi } from 'vitest';
import { type AiJudge, compileRules, type RuleSubject } from './rules-engine.ts';

const keyword = (include: string[], exclude: string[] = [], field: Rule['field'] = 'posterSlug'): Rule => ({
  ruleType: 'keyword',
  field,
  inputs: [
    ...include.map((value) => ({ type: 'include' as const, value })),
    ...exclude.map((value) => ({ type: 'exclude' as const, value })),
  ],
});
const ai = (include: string[], exclude: string[] = []): Rule => ({
  ...keyword(include, exclude, 'content'),
  ruleType: 'ai',
});

const post = (content: string, posterName = 'Alex Example', posterSlug = 'alex-example'): RuleSubject => ({
  content,
  posterName,
  posterSlug,
});

/** A judge that says yes when the post contains the criterion's last word, and counts its calls. */
const judgeByLastWord = () =>
  vi.fn<AiJudge>(async (criterion, subject) => ({
    match: subject.content.toLowerCase().includes(criterion.split(' ').at(-1)?.toLowerCase() ?? ''),
  }));

describe('compileRules: keyword rules', () => {
  it('passes every post when there are no rules or only empty ones', () => {
    for (const rules of [[], [keyword([])], [{ ...keyword([]), inputs: [{ type: 'include' as const, value: ' ' }] }]]) {
      const matcher = compileRules(rules);
      expect(matcher.ruleCount).toBe(0);
      expect(matcher.evaluate(post('anything'))).toEqual({
        pass: true,
        matchedKeywords: [],
        matchedExcludes: [],
        pendingAi: [],
      });
    }
  });

  it('passes when any include matches and reports the matched keywords', () => {
    const matcher = compileRules([keyword(['crm', 'pipeline', 'forecast'])]);
    expect(matcher.evaluate(post('Our Pipeline and CRM review'))).toMatchObject({
      pass: true,
      matchedKeywords: ['crm', 'pipeline'],
    });
    expect(matcher.evaluate(post('Nothing relevant')).pass).toBe(false);
  });

  it('lets an exclude win over an include', () => {
    const matcher = compileRules([keyword(['hiring'], ['recruiter'])]);
    const result = matcher.evaluate(post('Hiring now! DM your recruiter'));
    expect(result).toMatchObject({ pass: false, matchedKeywords: ['hiring'], matchedExcludes: ['recruiter'] });
  });

  it('with only excludes, passes unless one matches', () => {
    const matcher = compileRules([keyword([], ['crypto'])]);
    expect(matcher.evaluate(post('Sales tips')).pass).toBe(true);
    expect(matcher.evaluate(post('#Crypto sales tips')).pass).toBe(false);
  });

  it('combines rules with AND', () => {
    const matcher = compileRules([keyword(['saas']), keyword(['pricing'])]);
    expect(matcher.evaluate(post('SaaS pricing pages')).pass).toBe(true);
    expect(matcher.evaluate(post('SaaS onboarding')).pass).toBe(false);
  });

  it('matches hashtags, phrases, accents, emoji and metacharacters', () => {
    const matcher = compileRules([keyword(['#saas', 'cold outreach', 'zürich', 'c++', '🚀'])]);
    expect(matcher.evaluate(post('Loving #SaaS')).matchedKeywords).toEqual(['#saas']);
    expect(matcher.evaluate(post('Cold   outreach works')).matchedKeywords).toEqual(['cold outreach']);
    expect(matcher.evaluate(post('Meetup in ZÜRICH')).matchedKeywords).toEqual(['zürich']);
    expect(matcher.evaluate(post('Hiring C++ devs')).matchedKeywords).toEqual(['c++']);
    expect(matcher.evaluate(post('Shipped🚀')).matchedKeywords).toEqual(['🚀']);
    expect(matcher.evaluate(post('Zurich café, C#, outreach')).pass).toBe(false);
  });

  it('matches posterSlug rules against the poster name and slug as well as the text', () => {
    const matcher = compileRules([keyword([], ['jordan-spam'])]);
    expect(matcher.evaluate(post('Great post', 'Jordan', 'jordan-spam')).pass).toBe(false);
    const byName = compileRules([keyword(['Casey Demo'])]);
    expect(byName.evaluate(post('Great post', 'Casey Demo', 'casey-d')).pass).toBe(true);
  });

  it('matches content rules against the text only', () => {
    const matcher = compileRules([keyword(['casey'], [], 'content')]);
    expect(matcher.evaluate(post('Great post', 'Casey Demo', 'casey')).pass).toBe(false);
    expect(matcher.evaluate(post('Thanks Casey!')).pass).toBe(true);
  });

  it('does not let a phrase span the text and the poster name', () => {
    const matcher = compileRules([keyword(['post casey'])]);
    expect(matcher.evaluate(post('Great post', 'Casey Demo')).pass).toBe(false);
  });

  it('collects include keywords for highlighting', () => {
    expect(compileRules([keyword(['a', 'b'], ['c']), keyword(['b', 'd']), ai(['x'])]).includeKeywords).toEqual([
      'a',
      'b',
      'd',
    ]);
  });

  it('handles 10,000-character posts quickly', () => {
    const content = `${'lorem ipsum dolor sit amet, '.repeat(400).slice(0, 9_990)} #pipeline`;
    const matcher = compileRules([
      keyword(Array.from({ length: 50 }, (_, i) => `term${i}`).concat('pipeline'), ['spam']),
      keyword([], ['unsubscribe']),
    ]);
    const started = performance.now();
    for (let i = 0; i < 50; i++) expect(matcher.evaluate(post(content)).pass).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('compileRules: AI rules', () => {
  it('stays synchronous for keyword-only rules and reports pending AI criteria otherwise', () => {
    const matcher = compileRules([keyword(['saas']), ai(['Asks for a tool recommendation'], ['Is a job advert'])]);
    expect(matcher.hasAiRules).toBe(true);
    expect(matcher.evaluate(post('saas question'))).toEqual({
      pass: null,
      matchedKeywords: ['saas'],
      matchedExcludes: [],
      pendingAi: [
        { ruleIndex: 1, type: 'exclude', criterion: 'Is a job advert' },
        { ruleIndex: 1, type: 'include', criterion: 'Asks for a tool recommendation' },
      ],
    });
  });

  it('needs no AI when a keyword rule already fails', async () => {
    const matcher = compileRules([keyword(['saas']), ai(['mentions pricing'])]);
    const judge = judgeByLastWord();
    expect(matcher.evaluate(post('unrelated')).pendingAi).toEqual([]);
    expect((await matcher.match(post('unrelated'), judge)).pass).toBe(false);
    expect(judge).not.toHaveBeenCalled();
  });

  it('decides from known verdicts without calling the judge', () => {
    const matcher = compileRules([ai(['mentions pricing'], ['mentions crypto'])]);
    const verdicts = new Map([
      ['mentions pricing', true],
      ['mentions crypto', false],
    ]);
    expect(matcher.evaluate(post('x'), verdicts).pass).toBe(true);
    expect(matcher.evaluate(post('x'), new Map([['mentions crypto', true]])).pass).toBe(false);
    // Every include known false: the rule fails whatever the exclude would say.
    expect(matcher.evaluate(post('x'), new Map([['mentions pricing', false]]))).toMatchObject({
      pass: false,
      pendingAi: [],
    });
    expect(matcher.evaluate(post('x'), new Map([['mentions crypto', false]])).pendingAi).toEqual([
      { ruleIndex: 0, type: 'include', criterion: 'mentions pricing' },
    ]);
  });

  it('asks the judge and applies include/exclude semantics', async () => {
    const matcher = compileRules([ai(['mentions pricing', 'mentions discounts'], ['mentions crypto'])]);
    const judge = judgeByLastWord();
    expect((await matcher.match(post('Our pricing page'), judge)).pass).toBe(true);
    expect((await matcher.match(post('Pricing in crypto'), judge)).pass).toBe(false);
    expect((await matcher.match(post('Nothing'), judge)).pass).toBe(false);
  });

  it('returns the verdicts it used so they can be stored', async () => {
    const matcher = compileRules([ai(['mentions pricing'])]);
    const result = await matcher.match(post('pricing'), judgeByLastWord());
    expect([...result.aiVerdicts]).toEqual([['mentions pricing', true]]);
  });

  it('judges one rule at a time, sparing later rules when an earlier one fails', async () => {
    const matcher = compileRules([ai(['mentions pricing']), ai(['mentions webinar'])]);
    const judge = judgeByLastWord();
    expect((await matcher.match(post('No match here'), judge)).pass).toBe(false);
    expect(judge).toHaveBeenCalledTimes(1);
    judge.mockClear();
    expect((await matcher.match(post('pricing webinar'), judge)).pass).toBe(true);
    expect(judge).toHaveBeenCalledTimes(2);
  });

  it('asks once for a criterion shared by several rules', async () => {
    const matcher = compileRules([ai(['mentions pricing']), ai(['mentions pricing'])]);
    const judge = judgeByLastWord();
    expect((await matcher.match(post('pricing'), judge)).pass).toBe(true);
    expect(judge).toHaveBeenCalledTimes(1);
  });

  it('propagates a failing judge to the caller', async () => {
    const matcher = compileRules([ai(['mentions pricing'])]);
    await expect(matcher.match(post('x'), async () => Promise.reject(new Error('model down')))).rejects.toThrow(
      'model down',
    );
  });
});
