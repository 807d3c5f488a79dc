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
      'Lessons for every VP of Sales',
    ]);
    // A problem that says what happens reads as well as one that names a thing: before a colon.
    expect(topics[0]?.ideas).toEqual([
      'Forecasts miss by 30%: why it keeps happening, and what it really costs',
      'Forecasts miss by 30%: how to spot it before it hurts at B2B SaaS companies with 50-200 employees',
      'Forecasts miss by 30%: why "the CRM is the problem" misses the real cause',
    ]);
    expect(topics[2]?.ideas).toEqual([
      'How to get past "no budget this quarter"',
      'What to say when a customer says "no budget this quarter"',
      'The CEO wants results first: a way around it that works',
    ]);
    for (const topic of topics) expect(topic.ideas.length).toBeGreaterThanOrEqual(2);
  });

  it("quotes a belief without its lead-in, and names the customer's role in lower case", () => {
    const topics = proposeTopicsLocal({
      roleDescription: 'Restaurant owner',
      customerObservations: 'Overtime costs spiral',
      customerHypothesis: 'They think payroll is just a cost of doing business',
    });
    expect(topics[0]?.ideas[2]).toBe(
      'Overtime costs spiral: why "payroll is just a cost of doing business" misses the real cause',
    );
    const lessons = topics.find((t) => t.name === 'Lessons for every restaurant owner');
    expect(lessons?.ideas[0]).toBe('Three mistakes I see every restaurant owner make');
    const beliefOnly = proposeTopicsLocal({ customerHypothesis: 'Customers believe that cold calls are dead' });
    expect(beliefOnly[0]?.ideas.slice(0, 2)).toEqual([
      '"Cold calls are dead": what that belief gets right and what it misses',
      'What changes once you stop believing "cold calls are dead"',
    ]);
  });

  it('still proposes a few topics when the fields are empty', () => {
    const topics = proposeTopicsLocal({});
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const topic of topics) expect(topic.ideas.length).toBeGreaterThanOrEqual(2);
  });
});
