import { describe, expect, it } from 'vitest';
import { EVAL_POSTS } from '../../../../eval/posts.ts';
import { alternativesOf, hoistWordBoundary } from './word-boundary.ts';

describe('hoistWordBoundary', () => {
  it('checks a leading word boundary once and keeps other alternatives as they are', () => {
    expect(hoistWordBoundary('\\bfoo\\b|\\bbar (?:a|b)\\b|^baz')).toBe('\\b(?:foo\\b|bar (?:a|b)\\b)|^baz');
    expect(hoistWordBoundary('(?:\\bfoo|\\bbar)|(?:\\bbaz)')).toBe('\\b(?:foo|bar|baz)');
    expect(hoistWordBoundary('\\bonly one\\b')).toBe('\\bonly one\\b');
    expect(hoistWordBoundary('(["\'])x\\1|\\ba|\\bb')).toBe('(["\'])x\\1|\\ba|\\bb');
  });

  it('splits alternatives outside groups and character classes only', () => {
    expect(alternativesOf('a(?:b|c)|[|]d|e\\|f')).toEqual(['a(?:b|c)', '[|]d', 'e\\|f']);
  });

  it('matches exactly the texts the original pattern matches', () => {
    const sources = [
      '\\b(?:we|i) (?:just )?launched\\b|\\bnow live\\b|(?:^|[.!?] )introducing\\b',
      '(?:\\bhiring\\b(?! (?:a|an) agency))|(?:\\[hiring\\]|#hiring\\b)|(?:\\bopen roles?\\b)',
    ];
    const texts = EVAL_POSTS.map((p) => p.content.toLowerCase());
    texts.push('we just launched it', 'introducing x', 'ok. introducing y', 'hiring an agency', '[hiring] now');
    for (const source of sources) {
      const original = new RegExp(source);
      const hoisted = new RegExp(hoistWordBoundary(source));
      for (const text of texts) expect(hoisted.test(text), text).toBe(original.test(text));
    }
  });
});
