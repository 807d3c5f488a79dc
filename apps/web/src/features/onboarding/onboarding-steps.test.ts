import { ONBOARDING_MESSAGES, OnboardingData } from '@inroad/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import { emptyDraft, toSubmission } from './onboarding-draft.ts';
import { canGoBack, FIRST_STEP, nextStep, previousStep, STEPS, stepProblem } from './onboarding-steps.ts';

const terms = (count: number, prefix = 'term') => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

describe('onboarding steps', () => {
  it('starts at the welcome step and walks 1 → 2 → 3 → 4', () => {
    expect(FIRST_STEP).toBe(STEPS.welcome);
    expect(nextStep(STEPS.mode, ['content_topics'])).toBe(STEPS.welcome);
    expect(nextStep(STEPS.welcome, ['content_topics'])).toBe(STEPS.feedContent);
    expect(nextStep(STEPS.feedContent, ['content_topics'])).toBe(STEPS.topics);
  });

  it('skips forward over the steps whose preference is not chosen', () => {
    expect(nextStep(STEPS.topics, ['content_topics'])).toBe(STEPS.ready);
    expect(nextStep(STEPS.topics, ['content_topics', 'influencers'])).toBe(STEPS.influencers);
    expect(nextStep(STEPS.topics, ['content_topics', 'target_accounts'])).toBe(STEPS.accounts);
    expect(nextStep(STEPS.competitors, ['content_topics', 'competitors', 'target_accounts'])).toBe(STEPS.accounts);
    expect(nextStep(STEPS.influencers, ['content_topics', 'influencers'])).toBe(STEPS.ready);
    const all = ['content_topics', 'competitors', 'influencers', 'target_accounts'] as const;
    expect([4, 5, 6, 7].map((step) => nextStep(step as 4, all))).toEqual([5, 6, 7, 8]);
    expect(nextStep(STEPS.ready, all)).toBe(STEPS.building);
  });

  it('skips back the same way and has no Back on steps 1, 2 and 9', () => {
    expect(previousStep(STEPS.ready, ['content_topics'])).toBe(STEPS.topics);
    expect(previousStep(STEPS.ready, ['content_topics', 'competitors'])).toBe(STEPS.competitors);
    expect(previousStep(STEPS.accounts, ['content_topics', 'target_accounts'])).toBe(STEPS.topics);
    expect(previousStep(STEPS.topics, ['content_topics'])).toBe(STEPS.feedContent);
    expect(previousStep(STEPS.feedContent, ['content_topics'])).toBe(STEPS.welcome);
    expect(previousStep(STEPS.welcome, ['content_topics'])).toBeNull();
    expect(previousStep(STEPS.mode, ['content_topics'])).toBeNull();
    expect([1, 2, 3, 8, 9].map((step) => canGoBack(step as 1))).toEqual([false, false, true, true, false]);
  });

  it('names what blocks a step', () => {
    const draft = emptyDraft();
    expect(stepProblem(STEPS.feedContent, { ...draft, feedPreferences: [] })).toBe(ONBOARDING_MESSAGES.noPreference);
    expect(stepProblem(STEPS.feedContent, draft)).toBeNull();
    expect(stepProblem(STEPS.topics, draft)).toBe(ONBOARDING_MESSAGES.noTopic);
    expect(stepProblem(STEPS.topics, { ...draft, topics: [{ name: 'Ops', keywords: [] }] })).toBe(
      ONBOARDING_MESSAGES.noKeyword,
    );
    expect(stepProblem(STEPS.topics, { ...draft, topics: [{ name: 'Ops', keywords: ['shift'] }] })).toBeNull();
  });

  it('refuses a list longer than the answers take, naming it', () => {
    const draft = emptyDraft();
    const topic = (count: number) => ({ ...draft, topics: [{ name: 'Ops', keywords: terms(count) }] });
    expect(stepProblem(STEPS.topics, topic(30))).toBeNull();
    expect(stepProblem(STEPS.topics, topic(31))).toBe('At most 30 keywords for Ops');
    expect(stepProblem(STEPS.competitors, { ...draft, complementarySoftware: terms(31) })).toBe(
      'At most 30 adjacent products',
    );
    const companies = terms(31).map((name) => ({ name }));
    expect(stepProblem(STEPS.accounts, { ...draft, complements: companies })).toBe('At most 30 partners');
    expect(stepProblem(STEPS.ready, { ...draft, hotLeadKeywords: terms(31) })).toBe('At most 30 hot lead phrases');
    expect(stepProblem(STEPS.ready, draft)).toBeNull();
  });

  it('submits three full topics with all their keywords as one list the answers take', () => {
    const topics = ['Ops', 'Payroll', 'Tips'].map((name) => ({ name, keywords: terms(30, name) }));
    const data = toSubmission({ ...emptyDraft(), topics });
    expect(data.keywords).toHaveLength(90);
    expect(OnboardingData.safeParse(data).success).toBe(true);
  });

  it('submits nothing for a step whose preference was turned off after it was filled in', () => {
    const draft = {
      ...emptyDraft(),
      topics: [{ name: 'Ops', keywords: [' shift ', 'Shift'] }],
      competitors: ['Acme'],
      influencers: [{ name: 'Ada Example' }],
    };
    const data = toSubmission({ ...draft, feedPreferences: ['content_topics', 'influencers'] });
    expect(data.competitors).toEqual([]);
    expect(data.influencers).toEqual([{ name: 'Ada Example' }]);
    expect(data.topics).toEqual([{ name: 'Ops', keywords: ['shift'] }]);
    expect(data.keywords).toEqual(['shift']);
  });
});
