import { describe, expect, it } from 'vitest';
import {
  CreateSourceBody,
  FEED_CATEGORIES,
  feedCategoryOf,
  SetSourceActiveBody,
  SOURCE_TYPE_OPTIONS,
  Source,
  sourceTargetProblem,
  sourceTypeOption,
  UpdateSourceBody,
} from './source.ts';

const ID = '3f1c2a9e-8d5b-4c3a-9f2e-1a2b3c4d5e6f';

describe('SOURCE_TYPE_OPTIONS', () => {
  it('lists the spec feed types with their labels and URL visibility', () => {
    expect(SOURCE_TYPE_OPTIONS.linkedin.map((o) => [o.value, o.label, o.urlHidden])).toEqual([
      ['search', 'Activity Feed Search', false],
      ['profile_feed', 'Profile Activity Feed', false],
    ]);
    expect(SOURCE_TYPE_OPTIONS.reddit.map((o) => [o.value, o.urlHidden])).toEqual([
      ['my_feed', true],
      ['main_feed', true],
    ]);
    expect(sourceTypeOption('linkedin', 'search')?.keywordsPlaceholder).toBeTruthy();
    expect(sourceTypeOption('reddit', 'search')).toBeUndefined();
  });
});

describe('CreateSourceBody', () => {
  it('applies the defaults', () => {
    expect(
      CreateSourceBody.parse({
        name: 'Search Topic: CRM',
        platform: 'linkedin',
        followedEntityType: 'search',
        query: 'CRM',
      }),
    ).toEqual({
      name: 'Search Topic: CRM',
      platform: 'linkedin',
      followedEntityType: 'search',
      query: 'CRM',
      dateRange: 'past-24h',
      strategy: 'default',
      keywords: [],
      tags: [],
      rules: [],
      active: true,
      postedByPeople: [],
      postedByCompanies: [],
      mentionedPeople: [],
      mentionedCompanies: [],
      posterWorksAtCompanies: [],
    });
  });

  it('drops blank tags, blank rule inputs, empty rules and duplicate keywords on save', () => {
    const body = CreateSourceBody.parse({
      name: 'Feed',
      platform: 'reddit',
      followedEntityType: 'main_feed',
      strategy: null,
      keywords: [' crm ', 'CRM', '', 'sales'],
      tags: ['', ' Leads '],
      rules: [
        { ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: ' ' }] },
        {
          ruleType: 'ai',
          field: 'content',
          inputs: [
            { type: 'include', value: 'Asks for advice' },
            { type: 'exclude', value: '' },
          ],
        },
      ],
    });
    expect(body.strategy).toBeNull();
    expect(body.keywords).toEqual(['crm', 'sales']);
    expect(body.tags).toEqual(['Leads']);
    expect(body.rules).toEqual([
      { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'Asks for advice' }] },
    ]);
  });

  it('rejects a feed type of another platform, naming the field', () => {
    const result = CreateSourceBody.safeParse({ name: 'x', platform: 'reddit', followedEntityType: 'search' });
    expect(result.error?.issues[0]?.path).toEqual(['followedEntityType']);
  });

  it('accepts people and company filters in the suggestion shapes', () => {
    const body = CreateSourceBody.parse({
      name: 'x',
      platform: 'linkedin',
      followedEntityType: 'profile_feed',
      profile: { name: 'Pat Example', imageUrl: null, headline: 'CEO', salesNavId: 'ACw123', sales: null },
      postedByPeople: [{ name: 'Sam Sample', imageUrl: null, linkedInId: 'sam-sample', headline: null }],
      posterWorksAtCompanies: [{ name: 'Example Inc', imageUrl: null, companyId: '42', subtitle: 'Software' }],
    });
    expect(body.profile?.salesNavId).toBe('ACw123');
    expect(body.postedByPeople[0]?.linkedInId).toBe('sam-sample');
  });

  it('takes a blank or whitespace id as no id', () => {
    const body = CreateSourceBody.parse({
      name: 'x',
      platform: 'linkedin',
      followedEntityType: 'profile_feed',
      profile: { name: 'Pat Example', linkedInId: '', salesNavId: '  ' },
      posterWorksAtCompanies: [
        { name: 'Example Inc', companyId: ' 42 ' },
        { name: 'Other Inc', companyId: '\t' },
      ],
    });
    expect(body.profile).toMatchObject({ linkedInId: null, salesNavId: null });
    expect(body.posterWorksAtCompanies.map((c) => c.companyId)).toEqual(['42', null]);
  });

  it('rejects unknown enum values', () => {
    const base = { name: 'x', platform: 'linkedin', followedEntityType: 'search' };
    expect(CreateSourceBody.safeParse({ ...base, dateRange: 'past-year' }).success).toBe(false);
    expect(CreateSourceBody.safeParse({ ...base, strategy: 'track_everything' }).success).toBe(false);
    expect(CreateSourceBody.safeParse({ ...base, platform: 'x' }).success).toBe(false);
  });
});

describe('UpdateSourceBody and SetSourceActiveBody', () => {
  it('need an id', () => {
    expect(UpdateSourceBody.parse({ id: ID, active: false })).toEqual({ id: ID, active: false });
    expect(UpdateSourceBody.safeParse({ id: ID, platform: 'reddit', followedEntityType: 'search' }).success).toBe(
      false,
    );
    expect(SetSourceActiveBody.parse({ id: ID, active: true })).toEqual({ id: ID, active: true });
    expect(SetSourceActiveBody.safeParse({ id: ID, active: 'yes' }).success).toBe(false);
  });
});

describe('Source', () => {
  it('describes a stored source', () => {
    const source = {
      id: ID,
      name: 'Main Feed: LinkedIn',
      platform: 'linkedin',
      followedEntityType: 'search',
      urlHidden: false,
      query: 'crm',
      url: null,
      profile: null,
      companyProfile: null,
      dateRange: 'past-week',
      strategy: 'track_main_feed',
      keywords: ['crm'],
      tags: [],
      rules: [],
      active: true,
      postedByPeople: [],
      postedByCompanies: [],
      mentionedPeople: [],
      mentionedCompanies: [],
      posterWorksAtCompanies: [],
      createdAt: '2026-01-02T03:04:05Z',
    };
    expect(Source.parse(source)).toEqual(source);
  });
});

describe('feedCategoryOf', () => {
  it('categorises by name prefix, else Other', () => {
    expect(feedCategoryOf('Competitor Mention: Acme')).toBe('Competitor Mention');
    expect(feedCategoryOf('Adjacent Product: Widgets')).toBe('Adjacent Product');
    expect(feedCategoryOf('  search topic: AI')).toBe('Search Topic');
    expect(feedCategoryOf('Main Feed: Reddit')).toBe('Main Feed');
    expect(feedCategoryOf('Main Feed without colon')).toBe('Other');
    expect(feedCategoryOf('')).toBe('Other');
    expect(FEED_CATEGORIES).toContain('Other');
  });
});

describe('sourceTargetProblem', () => {
  it('takes a search narrowed to a poster’s company without words, and refuses a search with nothing', () => {
    const company = { name: 'Example Inc', imageUrl: null, companyId: '42', subtitle: null };
    expect(sourceTargetProblem({ followedEntityType: 'search', posterWorksAtCompanies: [company] })).toBeNull();
    expect(sourceTargetProblem({ followedEntityType: 'search', keywords: [' '] })?.field).toBe('query');
  });
});
