import type { Rule } from '@inroad/contracts/rule';
import { describe, expect, it, vi } from 'vitest';
import type { AiJudge } from '../rules/rules-engine.ts';
import { createTagger, criterionHash, type TaggingSource, type TaggingTracker } from './post-tagging.ts';

const keyword = (include: string[], exclude: string[] = []): Rule => ({
  ruleType: 'keyword',
  field: 'posterSlug',
  inputs: [
    ...include.map((value) => ({ type: 'include' as const, value })),
    ...exclude.map((value) => ({ type: 'exclude' as const, value })),
  ],
});
const ai = (criterion: string): Rule => ({
  ruleType: 'ai',
  field: 'content',
  inputs: [{ type: 'include', value: criterion }],
});
const at = new Date('2026-01-01T00:00:00Z');
const source = (over: Partial<TaggingSource> = {}): TaggingSource => ({
  id: 's1',
  name: 'Search Topic: CRM',
  tags: ['Leads'],
  keywords: ['renewal'],
  rules: [],
  updatedAt: at,
  ...over,
});
const tracker = (over: Partial<TaggingTracker> = {}): TaggingTracker => ({
  id: 't1',
  platform: 'all',
  tags: ['Pipeline'],
  rules: [keyword(['pipeline'])],
  updatedAt: at,
  ...over,
});
const post = (content: string, platform: 'linkedin' | 'reddit' = 'linkedin') => ({
  platform,
  content,
  posterName: 'Alex',
  posterSlug: 'alex',
});

describe('createTagger', () => {
  it('tags with the source tags and feed category, and passes without source rules', () => {
    expect(createTagger(source(), []).tag(post('anything'))).toEqual({
      sourceTags: ['Leads', 'Search Topic'],
      ruleTags: [],
      keywordTags: [],
      keywords: [],
      passesSourceRules: true,
      rulesPending: false,
    });
    expect(createTagger(null, []).tag(post('x')).sourceTags).toEqual([]);
  });

  it('applies trackers of the post platform and collects keywords', () => {
    const tagger = createTagger(source({ rules: [keyword(['crm'])] }), [
      tracker(),
      tracker({ id: 't2', platform: 'reddit', tags: ['Reddit'], rules: [keyword(['pipeline'])] }),
      tracker({ id: 't3', tags: ['Never'], rules: [keyword(['absent'])] }),
    ]);
    expect(tagger.tag(post('CRM pipeline renewal talk'))).toMatchObject({
      ruleTags: ['Pipeline'],
      keywordTags: ['crm', 'pipeline'],
      keywords: ['crm', 'pipeline', 'renewal'],
      passesSourceRules: true,
    });
    expect(tagger.tag(post('pipeline', 'reddit')).ruleTags).toEqual(['Pipeline', 'Reddit']);
    expect(tagger.tag(post('pipeline only')).passesSourceRules).toBe(false);
  });

  it('does not keep keywords of rules that failed', () => {
    const tagger = createTagger(source({ rules: [keyword(['crm'], ['spam'])] }), [
      tracker({ rules: [keyword(['pipeline'], ['spam'])] }),
    ]);
    expect(tagger.tag(post('crm pipeline spam'))).toMatchObject({
      keywordTags: [],
      ruleTags: [],
      passesSourceRules: false,
    });
  });

  it('leaves AI criteria pending, then decides them with a judge and reports the verdicts', async () => {
    const tagger = createTagger(source({ rules: [ai('Mentions pricing')] }), [
      tracker({ rules: [ai('Asks a question')] }),
    ]);
    expect(tagger.criteriaByHash.get(criterionHash('Mentions pricing'))).toBe('Mentions pricing');
    expect(tagger.tag(post('pricing?'))).toMatchObject({ passesSourceRules: false, rulesPending: true, ruleTags: [] });
    const judge = vi.fn<AiJudge>(async () => ({ match: true }));
    const judged = await tagger.tagJudged(post('pricing?'), judge);
    expect(judged).toMatchObject({ passesSourceRules: true, rulesPending: false, ruleTags: ['Pipeline'] });
    expect([...judged.verdicts]).toEqual([
      ['Mentions pricing', true],
      ['Asks a question', true],
    ]);
    judge.mockClear();
    await tagger.tagJudged(post('pricing?'), judge, judged.verdicts);
    expect(judge).not.toHaveBeenCalled();
  });
});

describe('createTagger: the keyword screen before the rules', () => {
  const tagger = createTagger(null, [
    tracker({ id: 't1', tags: ['Pipeline'], rules: [keyword(['sales pipeline', '#forecast'])] }),
    tracker({ id: 't2', tags: ['Café'], rules: [keyword(['café'])] }),
    tracker({ id: 't3', tags: ['Both'], rules: [keyword(['quota']), keyword(['review'])] }),
    tracker({ id: 't4', tags: ['Istanbul'], rules: [keyword(['istanbul'])] }),
  ]);
  const ruleTagsOf = (content: string, over: Partial<ReturnType<typeof post>> = {}) =>
    tagger.tag({ ...post(content), ...over }).ruleTags;

  it('tags exactly as the rules do, whatever the case, spacing, hash or field', () => {
    expect(ruleTagsOf('Our SALES\n  Pipeline grew')).toEqual(['Pipeline']);
    expect(ruleTagsOf('#Forecast season')).toEqual(['Pipeline']);
    expect(ruleTagsOf('nothing here', { posterName: 'Forecast Weekly' })).toEqual(['Pipeline']);
    // 'ſ' (long s) folds to 's' in a case-insensitive match.
    expect(ruleTagsOf('ſales pipeline')).toEqual(['Pipeline']);
    expect(ruleTagsOf('Un CAFÉ noir')).toEqual(['Café']);
    expect(ruleTagsOf('quota review')).toEqual(['Both']);
    // 'İ' is read as 'I', composed or not: an ASCII keyword's screen must let the post through too.
    expect(ruleTagsOf('Hello from İSTANBUL')).toEqual(['Istanbul']);
    expect(ruleTagsOf('Hello from I\u0307stanbul')).toEqual(['Istanbul']);
  });

  it('leaves out trackers whose keywords are missing or only part of a word', () => {
    expect(ruleTagsOf('pipelines and forecasting')).toEqual([]);
    expect(ruleTagsOf('sales only')).toEqual([]);
    expect(ruleTagsOf('quota without the other word')).toEqual([]);
  });
});
