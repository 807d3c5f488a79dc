import { describe, expect, it } from 'vitest';
import { classifyContentLocal } from './classify.ts';
import { analyse, capText, MAX_ANALYSED_CHARS } from './nlp.ts';
import { summarizeLocal } from './summarize.ts';

const sentenceTexts = (text: string): string[] => analyse(text).sentences.map((s) => s.text);

describe('analyse', () => {
  it('ends sentences at full stops, question and exclamation marks and line breaks, not at abbreviations', () => {
    expect(
      sentenceTexts('Dr. Lee joined the U.S. team today. Why now?! Because (finally.) it works\nNext line'),
    ).toEqual(['Dr. Lee joined the U.S. team today.', 'Why now?!', 'Because (finally.)', 'it works', 'Next line']);
    expect(sentenceTexts('Wait for it... the launch is Friday.')).toEqual(['Wait for it... the launch is Friday.']);
  });

  it('splits contractions and reads lemmas and stop words as wink does', () => {
    const tokens = analyse("We're evaluating CRMs, can't wait").sentences[0]?.tokens ?? [];
    expect(tokens.map((t) => t.value)).toEqual(['We', "'re", 'evaluating', 'CRMs', ',', 'ca', "n't", 'wait']);
    expect(tokens.find((t) => t.value === 'CRMs')?.lemma).toBe('crm');
    expect(tokens.find((t) => t.value === 'We')?.stop).toBe(true);
    expect(analyse("We're evaluating CRMs").lemmas.has('evaluate')).toBe(true);
  });

  it('types links, addresses, mentions, hashtags, numbers and emoji', () => {
    const tokens = analyse('Ping @Avery or jobs@example.com, see https://example.com/jobs #hiring 12,000 at 9am 🚀')
      .sentences[0]?.tokens;
    const types = Object.fromEntries((tokens ?? []).map((t) => [t.value, t.type]));
    expect(types).toMatchObject({
      '@Avery': 'mention',
      'jobs@example.com': 'email',
      'https://example.com/jobs': 'url',
      '#hiring': 'hashtag',
      '12,000': 'number',
      '9am': 'time',
      '🚀': 'emoji',
    });
    expect(analyse('Ping @Avery at 9am 🚀').wordCount).toBe(2);
  });

  it('handles emoji-only, non-English and empty text', () => {
    expect(analyse('🔥🔥🔥').wordCount).toBe(0);
    expect(analyse('').sentences).toEqual([]);
    const german = analyse('Wir suchen ab sofort eine Vertriebsleitung für München. Bewerbungen bitte per Nachricht.');
    expect(german.sentences).toHaveLength(2);
    expect(german.wordCount).toBe(12);
    expect(analyse('Nous recrutons à Lyon — écrivez-moi !').lower).toContain('recrutons à lyon');
  });

  it(`reads at most ${MAX_ANALYSED_CHARS} characters, cut at a line break where there is one`, () => {
    const paragraph = 'Pipeline reviews matter because forecasts drift without them. '.repeat(6).trim();
    const long = Array.from({ length: 60 }, () => paragraph).join('\n\n');
    const analysis = analyse(long);
    expect(analysis.text.length).toBeLessThanOrEqual(MAX_ANALYSED_CHARS);
    expect(analysis.text.endsWith('them.')).toBe(true);
    expect(capText('short')).toBe('short');
    expect(capText('a'.repeat(10_000))).toHaveLength(MAX_ANALYSED_CHARS);
    // An emoji is never cut in half.
    expect(capText(`${'a'.repeat(MAX_ANALYSED_CHARS - 1)}🚀`)).toHaveLength(MAX_ANALYSED_CHARS - 1);
  });

  it('tags and summarises from the start of a very long post only', () => {
    const filler = Array.from({ length: 80 }, (_, i) => `Week ${i} of notes on territory planning and coaching.`);
    const late = `${filler.join('\n')}\nWe're hiring two account executives, remote, apply via the link.`;
    const early = `We're hiring two account executives, remote, apply via the link.\n${filler.join('\n')}`;
    expect(classifyContentLocal(early)).toContain('Hiring');
    expect(classifyContentLocal(late)).not.toContain('Hiring');
    expect(summarizeLocal(early)).toContain('hiring two account executives');
  });
});
