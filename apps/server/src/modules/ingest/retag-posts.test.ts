import type { Rule } from '@inroad/contracts/rule';
import { sourceGifts } from '@inroad/contracts/source';
import { trackerGifts } from '@inroad/contracts/tracker';
import { describe, expect, it } from 'vitest';
import { relevanceBaseOf } from '../post/post-fields.ts';
import type { EnrichablePostRow } from './ingest.queries.ts';
import { planRetag, retagPost } from './retag-posts.ts';

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
  sourceTags: ['Competitors', 'Competitor Mention'],
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

const tracker = (tags: string[], ...keywords: string[]) => ({ tags, keywords });

/** The plan for a tracker's posts, the others given as trackers (tags, include keywords) and sources' keywords. */
function planForTracker(options: {
  before: { tags: string[]; keywords: string[] };
  now: { tags: string[]; keywords: string[] } | null;
  otherTrackers?: { tags: string[]; rules: Rule[] }[];
  sourceKeywords?: string[];
}) {
  const others = (options.otherTrackers ?? []).map((other) => trackerGifts({ platform: 'all', ...other }));
  return planRetag({
    column: 'ruleTags',
    before: options.before,
    now: options.now,
    otherTags: others.flatMap((gifts) => gifts.tags),
    otherKeywords: [...others.flatMap((gifts) => gifts.keywords), ...(options.sourceKeywords ?? [])],
  });
}

describe('planRetag: what the posts of a changed tracker lose and gain', () => {
  const before = tracker(['Events'], 'webinar');

  it('a deleted tracker takes off its own tags and the keywords nothing else gives', () => {
    expect(planForTracker({ before, now: null })).toEqual({
      column: 'ruleTags',
      marks: ['Events'],
      dropTags: new Set(['events']),
      addTags: [],
      dropKeywords: new Set(['webinar']),
    });
  });

  it('leaves a tag another tracker gives, and a keyword another tracker or a source gives', () => {
    const byOthers = planForTracker({
      before: tracker(['Events', 'Pipeline'], 'webinar', 'demo'),
      now: null,
      otherTrackers: [{ tags: [' pipeline'], rules: includes('Webinar') }],
      sourceKeywords: ['#demo'],
    });
    expect(byOthers).toMatchObject({ marks: ['Events'], dropTags: new Set(['events']), dropKeywords: new Set() });
  });

  it('knows no post of a tracker whose every tag another one gives', () => {
    expect(planForTracker({ before, now: null, otherTrackers: [{ tags: ['events'], rules: [] }] })).toBeNull();
  });

  it('renames: the old tag off, the new on; nothing to do when the tags and keywords stay', () => {
    expect(planForTracker({ before, now: tracker(['Webinars'], 'webinar') })).toEqual({
      column: 'ruleTags',
      marks: ['Events'],
      dropTags: new Set(['events']),
      addTags: ['Webinars'],
      dropKeywords: new Set(),
    });
    expect(planForTracker({ before, now: before })).toBeNull();
    const respelled = planForTracker({ before, now: tracker(['EVENTS'], 'webinar') });
    expect(retagPost(post(), respelled!).ruleTags).toEqual(['Pricing', 'EVENTS']);
  });
});

describe('retagPost', () => {
  it('a tracker moved from All to LinkedIn takes its tags and keywords off its Reddit posts only', () => {
    const plan = planRetag({
      column: 'ruleTags',
      before: { tags: ['Events'], keywords: ['webinar'], platform: 'all' },
      now: { tags: ['Events'], keywords: ['webinar'], platform: 'linkedin' },
      otherTags: [],
      otherKeywords: [],
    });
    expect(retagPost(post(), plan!)).toMatchObject({
      ruleTags: ['Events', 'Pricing'],
      keywordTags: ['webinar', 'pricing'],
    });
    expect(retagPost(post({ platform: 'reddit' }), plan!)).toMatchObject({
      ruleTags: ['Pricing'],
      keywordTags: ['pricing'],
      ruleTagReasons: {},
    });
    const widened = { tags: ['Events'], keywords: ['webinar'], platform: 'all' as const };
    expect(
      planRetag({
        column: 'ruleTags',
        before: { ...widened, platform: 'reddit' },
        now: widened,
        otherTags: [],
        otherKeywords: [],
      }),
    ).toBeNull();
  });

  it('takes the tags and keywords off and scores the post again', () => {
    const plan = planForTracker({
      before: tracker(['Events'], 'Webinar'),
      now: null,
      otherTrackers: [{ tags: ['Pricing'], rules: includes('pricing') }],
    });
    const changed = retagPost(post(), plan!);
    expect(changed).toMatchObject({
      ruleTags: ['Pricing'],
      keywordTags: ['pricing'],
      keywords: ['pricing', 'next week'],
      ruleTagReasons: {},
    });
    expect(changed.sourceTags).toBeUndefined();
    expect(changed.relevanceBase).toBe(relevanceBaseOf({ ...post(), ruleTags: ['Pricing'], keywordTags: ['pricing'] }));
    expect(changed.relevanceBase).toBeLessThan(relevanceBaseOf(post()));
    expect(changed.searchText.split('\n').at(-1)).toBe('pricing');
  });

  it('a renamed tag keeps the reason an AI rule gave it', () => {
    const plan = planForTracker({ before: tracker(['Events']), now: tracker(['Webinars', 'Pricing']) });
    expect(retagPost(post({ ruleTags: ['Events'] }), plan!)).toMatchObject({
      ruleTags: ['Webinars', 'Pricing'],
      ruleTagReasons: { Webinars: 'It announces a webinar.', Pricing: 'It announces a webinar.' },
    });
  });

  it("a source's posts lose its tags and feed category, and its search keywords, but keep their tracker tags", () => {
    const was = sourceGifts({
      name: 'Competitor Mention: Acme',
      tags: ['Competitors'],
      rules: [],
      keywords: ['next week'],
    });
    const plan = planRetag({ column: 'sourceTags', before: was, now: null, otherTags: [], otherKeywords: [] });
    expect(retagPost(post(), plan!)).toMatchObject({
      sourceTags: [],
      ruleTags: ['Events', 'Pricing'],
      keywords: ['webinar', 'pricing'],
      ruleTagReasons: { Events: 'It announces a webinar.' },
    });
  });
});
