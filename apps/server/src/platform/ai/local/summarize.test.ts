import { describe, expect, it } from 'vitest';
import { LOCAL_SUMMARY_MAX_CHARS, summarizeLocal } from './summarize.ts';

describe('summarizeLocal', () => {
  it('keeps the opening point and the sentence the post keeps coming back to', () => {
    const post = [
      'Discovery calls fail when reps pitch before they listen.',
      '',
      "Last quarter our team recorded 120 discovery calls. In the calls that converted, reps asked about the buyer's current process before showing anything.",
      'In the calls that stalled, the demo started in the first five minutes.',
      'So we changed one rule: no screen share until the buyer has described their current process in their own words.',
      '',
      'Conversion from discovery to proposal went from 22% to 31%.',
      '#sales #discovery #b2b',
    ].join('\n');
    const summary = summarizeLocal(post);

    expect(summary.startsWith('Discovery calls fail when reps pitch before they listen.')).toBe(true);
    expect(summary).toMatch(/current process/);
    expect(summary).not.toContain('#');
    expect(summary.length).toBeLessThanOrEqual(LOCAL_SUMMARY_MAX_CHARS);
    expect(summary.match(/[.!?](\s|$)/g)?.length).toBeLessThanOrEqual(2);
  });

  it("drops a mention's '@' before a name in any script", () => {
    expect(summarizeLocal('Thanks @Élodie Martin and @Sam Lee for the great session on pipeline reviews today.')).toBe(
      'Thanks Élodie Martin and Sam Lee for the great session on pipeline reviews today.',
    );
  });

  it('drops trailing hashtags written with combining marks (Hindi vowel signs) whole', () => {
    expect(summarizeLocal('We opened a new office in Pune this week #hiring #भारत')).toBe(
      'We opened a new office in Pune this week',
    );
  });

  it('keeps the ask of a post that opens with one, and why it is asked', () => {
    const post = [
      'Can anyone recommend a good course on CRM hygiene? We hired 3 people in Lisbon this quarter, and they are eager but green.',
      'The lesson I keep relearning at Bluefinch: CRM hygiene problems are rarely tool problems.',
      'With a written CRM hygiene playbook and a buddy for each new hire, onboarding is down to 12 days.',
    ].join('\n\n');
    expect(summarizeLocal(post)).toBe(
      'Can anyone recommend a good course on CRM hygiene? We hired 3 people in Lisbon this quarter, and they are eager but green.',
    );
  });

  it('keeps an ask that comes third, after the context it needs', () => {
    const post = [
      'Evaluating vendors for cold email this month, for 12 reps.',
      'Shortlist so far: Pipewise, Acme, and building it ourselves.',
      'Who has switched recently and would do it again?',
      'The lesson I keep relearning: cold email problems are rarely tool problems.',
    ].join(' ');
    expect(summarizeLocal(post)).toBe(
      'Evaluating vendors for cold email this month, for 12 reps. Who has switched recently and would do it again?',
    );
  });

  it('leaves out a question the author answers, and one that signs off', () => {
    const review = [
      'Honest review after 8 months with Pipewise: great for cold email, painful reporting for a team of 39.',
      'Would I buy it again? Probably, with a better onboarding plan.',
      'The lesson I keep relearning: cold email problems are rarely tool problems.',
      'What would you add?',
    ].join(' ');
    const summary = summarizeLocal(review);
    expect(summary).toMatch(/^Honest review after 8 months with Pipewise/);
    expect(summary).not.toContain('?');
  });

  it('returns a short post as it is, without emoji', () => {
    expect(summarizeLocal('We just crossed 1,000 customers 🎉 Thank you to every one of them.')).toBe(
      'We just crossed 1,000 customers Thank you to every one of them.',
    );
  });

  it('handles empty, emoji-only, non-English and very long text without throwing', () => {
    expect(summarizeLocal('')).toBe('');
    expect(summarizeLocal('   \n ')).toBe('');
    expect(summarizeLocal('🚀🚀')).toBe('🚀🚀');
    expect(
      summarizeLocal('Wir suchen ab sofort eine Vertriebsleitung für Hamburg. Bewerbungen bitte per Nachricht.'),
    ).toContain('Vertriebsleitung');
    const long = summarizeLocal(`${'Pipeline reviews matter because forecasts drift without them. '.repeat(200)}`);
    expect(long.length).toBeLessThanOrEqual(LOCAL_SUMMARY_MAX_CHARS);
  });
});
