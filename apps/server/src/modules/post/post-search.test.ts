import { describe, expect, it } from 'vitest';
import { escapeLike, prefixTerm, searchTermsOf } from './post-search.ts';

describe('search terms', () => {
  it('escapes LIKE metacharacters', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('quotes lexemes as prefix tsquery terms', () => {
    expect(prefixTerm("it's")).toBe("'it''s':*");
    expect(prefixTerm('a\\b')).toBe("'a\\\\b':*");
  });

  it('builds an AND of prefix terms, skipping one-letter words and duplicates', () => {
    expect(searchTermsOf('c++ sales ops', ['c', 'sales', 'ops', 'sales'])).toEqual({
      tsquery: "'sales':* & 'ops':*",
      likePattern: '%c++ sales ops%',
      postId: null,
    });
  });

  it('falls back to LIKE alone without usable words', () => {
    expect(searchTermsOf('%', [])).toEqual({ tsquery: null, likePattern: '%\\%%', postId: null });
  });

  it('recognises a post id', () => {
    const id = '0b8f1b9e-6f0e-4c4e-9b52-3f1d2c7a9e01';
    expect(searchTermsOf(id, [id]).postId).toBe(id);
  });
});
