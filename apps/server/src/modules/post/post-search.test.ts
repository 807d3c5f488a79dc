import { describe, expect, it } from 'vitest';
import { escapeLike, prefixTerm, searchTermsOf, userSearchKeys } from './post-search.ts';

describe('search terms', () => {
  it('escapes LIKE metacharacters', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('quotes lexemes as prefix tsquery terms', () => {
    expect(prefixTerm("it's")).toBe("'it''s':*");
    expect(prefixTerm('a\\b')).toBe("'a\\\\b':*");
  });

  const userId = '0B8F1B9E-6f0e-4c4e-9b52-3f1d2c7a9e01';
  // Week 2960 (whole weeks since the epoch) starts on Thursday 2026-09-24; the range ends in week 2961.
  const scope = { userId, since: new Date('2026-09-26T12:00:00Z'), until: new Date('2026-10-02T12:00:00Z') };
  const weeks = (term: string) => `('0b8f1b9e2960:${term} | '0b8f1b9e2961:${term} | '0b8f1b9e2962:${term})`;

  it('keys a range by user and week, one week past its end too', () => {
    expect(userSearchKeys(userId, scope.since, scope.until)).toEqual([
      '0b8f1b9e2960:',
      '0b8f1b9e2961:',
      '0b8f1b9e2962:',
    ]);
    expect(userSearchKeys(userId, new Date('2026-10-01T00:00:00Z'), new Date('2026-10-01T00:00:01Z'))).toEqual([
      '0b8f1b9e2961:',
      '0b8f1b9e2962:',
    ]);
  });

  it("builds an AND of the user's prefix terms, skipping one-letter words and duplicates", () => {
    expect(searchTermsOf('c++ sales ops', ['c', 'sales', 'ops', 'sales'], scope)).toEqual({
      tsquery: `${weeks("sales'")} & ${weeks("ops':*")}`,
      likePattern: '%c++ sales ops%',
      postId: null,
    });
  });

  it('asks for whole words only where a plain word has a space after it', () => {
    const tsquery = (folded: string, lexemes: string[]) => searchTermsOf(folded, lexemes, scope).tsquery;
    expect(tsquery('pipeline rev', ['pipeline', 'rev'])).toBe(`${weeks("pipeline'")} & ${weeks("rev':*")}`);
    // Punctuation after a word, or the word again in the last one (which may be cut short): prefixes.
    expect(tsquery('pipeline, review', ['pipeline', 'review'])).toBe(`${weeks("pipeline':*")} & ${weeks("review':*")}`);
    expect(tsquery('ops devops', ['ops', 'devops'])).toBe(`${weeks("ops':*")} & ${weeks("devops':*")}`);
    expect(tsquery('follow-up call', ['follow-up', 'follow', 'up', 'call'])).toBe(
      ['follow-up', 'follow', 'up', 'call'].map((word) => weeks(`${word}':*`)).join(' & '),
    );
  });

  it('falls back to LIKE alone without usable words', () => {
    expect(searchTermsOf('%', [], scope)).toEqual({ tsquery: null, likePattern: '%\\%%', postId: null });
  });

  it('recognises a post id', () => {
    const id = '0b8f1b9e-6f0e-4c4e-9b52-3f1d2c7a9e01';
    expect(searchTermsOf(id, [id], scope).postId).toBe(id);
  });
});
