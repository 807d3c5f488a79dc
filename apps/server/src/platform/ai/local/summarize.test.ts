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
