import { describe, expect, it } from 'vitest';
import { pointsOf, proposeTopicsLocal } from './propose-topics.ts';

describe('local content plan proposals', () => {
  it('splits a field into its points', () => {
    expect(pointsOf('Long sales cycles, no champion, and tight budgets')).toEqual([
      'Long sales cycles',
      'no champion',
      'tight budgets',
    ]);
    expect(pointsOf('Reps skip discovery.\nForecasts are guesses; deals slip')).toEqual([
      'Reps skip discovery',
      'Forecasts are guesses',
      'deals slip',
    ]);
    expect(pointsOf('   ')).toEqual([]);
    expect(pointsOf(undefined)).toEqual([]);
  });

  it("builds topics and ideas from the customer's own words", () => {
    const topics = proposeTopicsLocal({
      roleDescription: 'VP of Sales',
      companyDescription: 'B2B SaaS companies with 50-200 employees',
      customerObservations: 'Forecasts miss by 30%. Reps skip discovery.',
      customerHypothesis: 'The CRM is the problem',
      customerBarriers: 'No budget this quarter; the CEO wants results first',
    });
    expect(topics.map((t) => t.name)).toEqual([
      'Forecasts miss by 30%',
      'Reps skip discovery',
      'Getting past what holds customers back',
      'Lessons for VP of Sales',
    ]);
    for (const topic of topics) expect(topic.ideas.length).toBeGreaterThanOrEqual(2);
    const text = JSON.stringify(topics);
    expect(text).toContain('forecasts miss by 30%');
    expect(text).toContain('the CRM is the problem');
    expect(text).toContain('How to get past no budget this quarter');
    expect(text).toContain('at B2B SaaS companies');
  });

  it('still proposes a few topics when the fields are empty', () => {
    const topics = proposeTopicsLocal({});
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const topic of topics) expect(topic.ideas.length).toBeGreaterThanOrEqual(2);
  });
});
