import { describe, expect, it } from 'vitest';
import { sentencesMatching } from './sentence-matches.ts';

const sentences = (...texts: string[]) => texts.map((lower) => ({ lower }));

describe('sentencesMatching', () => {
  const post = sentences('we are hiring.', 'nothing here.', 'apply today or we keep hiring.', 'the end');
  const lower = post.map((s) => s.lower).join(' ');

  it('returns the sentences a match of the pattern overlaps, in order', () => {
    expect(sentencesMatching(lower, post, /\bhiring\b/).map((s) => s.lower)).toEqual([
      'we are hiring.',
      'apply today or we keep hiring.',
    ]);
    expect(sentencesMatching(lower, post, /\bwebinar\b/)).toEqual([]);
  });

  it('counts a match that runs across a sentence break for both sentences', () => {
    expect(sentencesMatching(lower, post, /nothing here\. apply/).map((s) => s.lower)).toEqual([
      'nothing here.',
      'apply today or we keep hiring.',
    ]);
  });

  it('falls back to every sentence when the sentences are not found in the text', () => {
    expect(sentencesMatching('we are hiring', sentences('something else'), /hiring/)).toHaveLength(1);
  });

  it('finds the same sentences as testing each sentence alone', () => {
    const pattern = /\b(?:join(?:ing|ed)?|start(?:ing|ed)?) (?:\S+ ){0,2}as\b/;
    const texts = sentences('i joined acme as cto.', 'we started.', 'starting monday as head of sales!', 'done');
    const whole = texts.map((s) => s.lower).join(' ');
    expect(sentencesMatching(whole, texts, pattern)).toEqual(texts.filter((s) => pattern.test(s.lower)));
  });
});
