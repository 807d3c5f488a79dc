import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_ALL_KEYWORDS_MAX,
  ONBOARDING_KEYWORDS_MAX,
  ONBOARDING_MESSAGES,
  OnboardingData,
  topicsProblem,
} from './onboarding.ts';

const minimal = { feedPreferences: ['content_topics'], topics: [{ name: 'Sales', keywords: ['pipeline'] }] };

function messages(input: unknown): string[] {
  const result = OnboardingData.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('OnboardingData', () => {
  it('fills defaults and always keeps content_topics in the preferences', () => {
    const data = OnboardingData.parse({ ...minimal, feedPreferences: ['competitors'] });
    expect(data.mode).toBe('basic');
    expect(data.feedPreferences).toEqual(['content_topics', 'competitors']);
    expect(data.influencers).toEqual([]);
    expect(data.hotLeadKeywords).toEqual([]);
  });

  it('trims keywords, drops blanks and duplicates', () => {
    const data = OnboardingData.parse({
      ...minimal,
      topics: [{ name: ' Sales ', keywords: [' pipeline ', 'Pipeline', '', 'quota'] }],
      hotLeadKeywords: ['looking for', ' looking for', '  '],
    });
    expect(data.topics[0]).toEqual({ name: 'Sales', keywords: ['pipeline', 'quota'] });
    expect(data.hotLeadKeywords).toEqual(['looking for']);
  });

  it('uses the spec messages for the step-3 and step-4 rules', () => {
    expect(messages({ ...minimal, feedPreferences: [] })).toContain(ONBOARDING_MESSAGES.noPreference);
    expect(messages({ ...minimal, topics: [] })).toContain(ONBOARDING_MESSAGES.noTopic);
    expect(messages({ ...minimal, topics: [{ name: 'Sales', keywords: [' '] }] })).toContain(
      ONBOARDING_MESSAGES.noKeyword,
    );
    const four = ['a', 'b', 'c', 'd'].map((name) => ({ name, keywords: ['k'] }));
    expect(messages({ ...minimal, topics: four })).toContain(ONBOARDING_MESSAGES.topicCap);
  });

  it('refuses people and companies repeated by name, across influencers and experts too', () => {
    const ada = { name: 'Ada Example' };
    expect(messages({ ...minimal, influencers: [ada, { name: 'ada example' }] })).toHaveLength(1);
    expect(messages({ ...minimal, influencers: [ada], experts: [ada] })).toHaveLength(1);
    expect(messages({ ...minimal, targetCompanies: [{ name: 'Acme' }, { name: 'ACME' }] })).toHaveLength(1);
    expect(messages({ ...minimal, topics: [minimal.topics[0], minimal.topics[0]] })).toHaveLength(1);
  });

  it("takes every topic's full keyword list as one list, and no more", () => {
    const topics = ['a', 'b', 'c'].map((name) => ({
      name,
      keywords: Array.from({ length: ONBOARDING_KEYWORDS_MAX }, (_, i) => `${name} ${i}`),
    }));
    const keywords = topics.flatMap((topic) => topic.keywords);
    expect(OnboardingData.parse({ ...minimal, topics, keywords }).keywords).toHaveLength(ONBOARDING_ALL_KEYWORDS_MAX);
    expect(messages({ ...minimal, topics, keywords: [...keywords, 'one more'] })).toEqual([
      `at most ${ONBOARDING_ALL_KEYWORDS_MAX} keywords`,
    ]);
    const tooMany = { name: 'a', keywords: [...(topics[0]?.keywords ?? []), 'one more'] };
    expect(messages({ ...minimal, topics: [tooMany] })).toEqual([`at most ${ONBOARDING_KEYWORDS_MAX} keywords`]);
  });

  it('rejects an unknown mode or preference', () => {
    expect(OnboardingData.safeParse({ ...minimal, mode: 'admin' }).success).toBe(false);
    expect(OnboardingData.safeParse({ ...minimal, feedPreferences: ['everything'] }).success).toBe(false);
  });
});

describe('topicsProblem', () => {
  it('answers null for one named topic with a keyword, else the first problem', () => {
    expect(topicsProblem([{ name: 'Sales', keywords: ['pipeline'] }])).toBeNull();
    expect(topicsProblem([{ name: ' ', keywords: ['pipeline'] }])).toBe(ONBOARDING_MESSAGES.noTopic);
    expect(topicsProblem([{ name: 'Sales', keywords: [] }])).toBe(ONBOARDING_MESSAGES.noKeyword);
  });
});
