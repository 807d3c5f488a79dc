import type { Rule } from '@inroad/contracts/rule';
import { describe, expect, it } from 'vitest';
import { relevanceBaseOf } from '../post/post-fields.ts';
import type { EnrichablePostRow } from './ingest.queries.ts';
import { planRetag, retagPost } from './tracker-retag.ts';

const includes = (...values: string[]): Rule[] => [
  { ruleType: 'keyword', field: 'content', inputs: values.map((value) => ({ type: 'include' as const, value })) },
];

const post = (overrides: Partial<EnrichablePostRow> = {}): EnrichablePostRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  sourceId: null,
  platform: 'linkedin',
  content: 'Our webinar on pricing is next week',
  posterName: 'Ada Example',
  posterHeadline: 'Founder',
  posterSlug: 'ada-example',
  posterFollowers: null,
  connectionDepth: '2nd',
  numLikes: 3,
  numComments: 1,
  numShares: 0,
  ruleTags: ['Events', 'Pricing'],
  contentTags: ['Event'],
  keywordTags: ['webinar', 'pricing'],
  keywords: ['webinar', 'pricing', 'next week'],
  ruleTagReasons: { Events: 'It announces a webinar.' },
  passesSourceRules: true,
  rulesPending: false,
  enrichedAt: new Date('2026-11-20T10:00:00Z'),
  ...overrides,
});

describe('planRetag: what the posts of a changed tracker lose and gain', () => {
  const before = { tags: ['Events'], includeKeywords: ['webinar'] };

  it('a deleted tracker takes off its own tags and the keywords nothing else gives', () => {
    const plan = planRetag({ before, now: null, otherTrackers: [], sources: [] });
    expect(plan).toEqual({
      marks: ['Events'],
      dropTags: new Set(['events']),
      addTags: [],
      dropKeywords: new Set(['webinar']),
    });
  });

  it('leaves a tag another tracker gives, and a keyword another tracker or a source gives', () => {
    const byTracker = planRetag({
      before: { tags: ['Events', 'Pipeline'], includeKeywords: ['webinar', 'demo'] },
      now: null,
      otherTrackers: [{ tags: [' pipeline'], rules: includes('Webinar') }],
      sources: [{ rules: includes('#demo'), keywords: [] }],
    });
    expect(byTracker).toMatchObject({ marks: ['Events'], dropTags: new Set(['events']), dropKeywords: new Set() });
    const bySearch = planRetag({
      before,
      now: null,
      otherTrackers: [],
      sources: [{ rules: [], keywords: ['webinar'] }],
    });
    expect(bySearch?.dropKeywords).toEqual(new Set());
  });

  it('knows no post of a tracker whose every tag another one gives', () => {
    expect(planRetag({ before, now: null, otherTrackers: [{ tags: ['events'], rules: [] }], sources: [] })).toBeNull();
  });

  it('renames: the old tag off, the new on; nothing to do when the tags and keywords stay', () => {
    const renamed = planRetag({
      before,
      now: { tags: ['Webinars'], includeKeywords: ['webinar'] },
      otherTrackers: [],
      sources: [],
    });
    expect(renamed).toEqual({
      marks: ['Events'],
      dropTags: new Set(['events']),
      addTags: ['Webinars'],
      dropKeywords: new Set(),
    });
    expect(planRetag({ before, now: before, otherTrackers: [], sources: [] })).toBeNull();
    const respelled = planRetag({ before, now: { ...before, tags: ['EVENTS'] }, otherTrackers: [], sources: [] });
    expect(retagPost(post(), respelled!).ruleTags).toEqual(['Pricing', 'EVENTS']);
  });
});

describe('retagPost', () => {
  it('takes the tags and keywords off and scores the post again', () => {
    const plan = planRetag({
      before: { tags: ['Events'], includeKeywords: ['Webinar'] },
      now: null,
      otherTrackers: [{ tags: ['Pricing'], rules: includes('pricing') }],
      sources: [],
    });
    const changed = retagPost(post(), plan!);
    expect(changed).toMatchObject({
      ruleTags: ['Pricing'],
      keywordTags: ['pricing'],
      keywords: ['pricing', 'next week'],
      ruleTagReasons: {},
    });
    expect(changed.relevanceBase).toBe(relevanceBaseOf({ ...post(), ruleTags: ['Pricing'], keywordTags: ['pricing'] }));
    expect(changed.relevanceBase).toBeLessThan(relevanceBaseOf(post()));
    expect(changed.searchText).not.toContain('webinar\n');
    expect(changed.searchText.split('\n').at(-1)).toBe('pricing');
  });

  it('a renamed tag keeps the reason an AI rule gave it', () => {
    const plan = planRetag({
      before: { tags: ['Events'], includeKeywords: [] },
      now: { tags: ['Webinars', 'Pricing'], includeKeywords: [] },
      otherTrackers: [],
      sources: [],
    });
    expect(retagPost(post({ ruleTags: ['Events'] }), plan!)).toMatchObject({
      ruleTags: ['Webinars', 'Pricing'],
      ruleTagReasons: { Webinars: 'It announces a webinar.', Pricing: 'It announces a webinar.' },
    });
  });
});
