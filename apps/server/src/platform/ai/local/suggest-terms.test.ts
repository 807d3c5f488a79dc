import { describe, expect, it } from 'vitest';
import { suggestKeywordsLocal, suggestTopicsLocal } from './suggest-terms.ts';

describe('onboarding suggestions', () => {
  const prompt = 'We sell payroll software to restaurants and hotels in Texas';

  it("starts topics with the description's own phrases, then neighbouring areas", () => {
    const topics = suggestTopicsLocal(prompt);
    expect(topics.slice(0, 3)).toEqual(['Payroll software', 'Restaurants', 'Hotels']);
    expect(topics).toContain('Hospitality');
    expect(topics.length).toBeLessThanOrEqual(8);
    expect(new Set(topics.map((t) => t.toLowerCase())).size).toBe(topics.length);
  });

  it('suggests lower-case keywords that keyword rules can match', () => {
    const keywords = suggestKeywordsLocal(prompt);
    expect(keywords).toContain('payroll software');
    expect(keywords).toContain('payroll');
    expect(keywords).not.toContain('software');
    expect(keywords.every((k) => k === k.toLowerCase() && !k.includes('#'))).toBe(true);
  });

  it("reads a word every object answers to ('constructor') as the word it is", () => {
    expect(suggestKeywordsLocal('constructor')).toEqual(['constructor']);
    expect(suggestKeywordsLocal('We find a general constructor for office fit-outs')).toContain('general constructor');
    expect(suggestTopicsLocal('constructor')).toEqual(['Constructor']);
  });

  it('returns nothing rather than noise for input without words', () => {
    expect(suggestTopicsLocal('🔥')).toEqual([]);
    expect(suggestKeywordsLocal('')).toEqual([]);
  });
});
