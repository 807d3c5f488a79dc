import { OnboardingData } from '@inroad/contracts/onboarding';
import type { Rule } from '@inroad/contracts/rule';
import { feedCategoryOf } from '@inroad/contracts/source';
import { describe, expect, it } from 'vitest';
import { HOT_LEAD_TRACKER_NAME, planOnboarding, withMissingPhrases } from './onboarding-plan.ts';

const answers = OnboardingData.parse({
  feedPreferences: ['content_topics', 'competitors', 'influencers', 'target_accounts'],
  topics: [{ name: 'Restaurant payroll', keywords: ['tip pooling', 'payroll "software"'] }],
  competitors: ['Acme Payroll'],
  complementarySoftware: ['Example POS'],
  influencers: [{ name: 'Ada Example', linkedInId: 'ada-example', headline: 'Payroll nerd' }],
  experts: [{ name: 'Grace Example' }],
  targetCompanies: [{ name: 'Example Foods', companyId: '1234' }],
  complements: [{ name: 'Partner Co' }],
  hotLeadKeywords: ['looking for', 'alternative to'],
});

describe('planOnboarding', () => {
  it('plans one feed per answer, named with the feed category prefixes', () => {
    const { sources } = planOnboarding(answers);
    expect(sources.map((s) => s.name)).toEqual([
      'Search Topic: Restaurant payroll',
      'Competitor Mention: Acme Payroll',
      'Adjacent Product: Example POS',
      'Influencer: Ada Example',
      'Topic Expert: Grace Example',
      'Target Account: Example Foods',
      'Partner: Partner Co',
    ]);
    expect(sources.slice(0, 3).map((s) => feedCategoryOf(s.name))).toEqual([
      'Search Topic',
      'Competitor Mention',
      'Adjacent Product',
    ]);
  });

  it('searches a topic by its quoted keywords and keeps them as the feed keywords', () => {
    const [topic] = planOnboarding(answers).sources;
    expect(topic).toMatchObject({
      platform: 'linkedin',
      followedEntityType: 'search',
      query: '"tip pooling" OR "payroll software"',
      keywords: ['tip pooling', 'payroll "software"'],
      strategy: 'topic_search',
      active: true,
    });
  });

  it('follows people through their activity feed and accounts through the posters who work there', () => {
    const { sources } = planOnboarding(answers);
    expect(sources[3]).toMatchObject({
      followedEntityType: 'profile_feed',
      profile: { name: 'Ada Example', linkedInId: 'ada-example', headline: 'Payroll nerd' },
    });
    expect(sources[5]).toMatchObject({
      followedEntityType: 'search',
      posterWorksAtCompanies: [{ name: 'Example Foods', companyId: '1234' }],
    });
  });

  it('creates a hot-lead tracker for the phrases, and none without phrases', () => {
    expect(planOnboarding(answers).trackers).toEqual([
      expect.objectContaining({
        name: HOT_LEAD_TRACKER_NAME,
        platform: 'all',
        tags: ['Hot lead'],
        rules: [
          expect.objectContaining({
            ruleType: 'keyword',
            inputs: [
              { type: 'include', value: 'looking for' },
              { type: 'include', value: 'alternative to' },
            ],
          }),
        ],
      }),
    ]);
    expect(planOnboarding({ ...answers, hotLeadKeywords: [] }).trackers).toEqual([]);
  });

  it('plans nothing for a preference that is not chosen, and keeps long queries within the limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => `${'long keyword '.repeat(6)}${i}`);
    const plan = planOnboarding({
      ...answers,
      feedPreferences: ['content_topics'],
      topics: [{ name: 'Ops', keywords: many }],
    });
    expect(plan.sources).toHaveLength(1);
    expect(plan.sources[0]?.query?.length).toBeLessThanOrEqual(500);
    expect(plan.sources[0]?.keywords).toHaveLength(30);
  });
});

describe('withMissingPhrases', () => {
  const edited: Rule[] = [
    { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'asks for a vendor' }] },
    {
      ruleType: 'keyword',
      field: 'posterSlug',
      inputs: [
        { type: 'include', value: 'need a vendor' },
        { type: 'exclude', value: 'looking for' },
      ],
    },
  ];

  it('adds to the keyword rule only the phrases it lacks, keeping every other rule and input', () => {
    const phrases = ['Need a vendor', 'looking for', 'switching from', 'switching from'];
    expect(withMissingPhrases(edited, phrases)).toEqual([
      edited[0],
      {
        ruleType: 'keyword',
        field: 'posterSlug',
        inputs: [
          { type: 'include', value: 'need a vendor' },
          { type: 'exclude', value: 'looking for' },
          { type: 'include', value: 'switching from' },
        ],
      },
    ]);
  });

  it('answers null when nothing is new or there is no keyword rule to take the phrases', () => {
    expect(withMissingPhrases(edited, [' need a vendor ', 'LOOKING FOR'])).toBeNull();
    expect(withMissingPhrases(edited.slice(0, 1), ['switching from'])).toBeNull();
  });

  it('stops at the most inputs a rule holds', () => {
    const full = Array.from({ length: 49 }, (_, i) => ({ type: 'include' as const, value: `phrase ${i}` }));
    const rules: Rule[] = [{ ruleType: 'keyword', field: 'posterSlug', inputs: full }];
    const values = withMissingPhrases(rules, ['one', 'two'])?.[0]?.inputs.map((input) => input.value);
    expect(values).toHaveLength(50);
    expect(values?.slice(-2)).toEqual(['phrase 48', 'one']);
  });
});
