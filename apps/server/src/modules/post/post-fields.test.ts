import { describe, expect, it } from 'vitest';
import { authorKeysOf, foldForSearch, profileUrlKey, relevanceBaseOf, searchTextOf, unionTags } from './post-fields.ts';

describe('post fields', () => {
  it('folds text for search whatever the database locale', () => {
    expect(foldForSearch('  ZÜRICH\n\tCafé  ')).toBe('zürich café');
    expect(foldForSearch('Cafe\u0301')).toBe('café');
    // 'İ' lower-cases to 'i' and a combining dot, which is dropped: it folds as 'I' does.
    expect(foldForSearch('İSTANBUL İzmir I\u0307stanbul')).toBe('istanbul izmir istanbul');
  });

  it('keeps searchable fields on separate lines', () => {
    expect(
      searchTextOf({
        content: 'Great Post',
        posterName: 'Casey',
        posterHeadline: null,
        posterSlug: 'casey-x',
        keywordTags: ['CRM'],
      }),
    ).toBe('great post\ncasey\ncasey-x\ncrm');
  });

  it('normalises profile URLs', () => {
    expect(profileUrlKey('https://www.linkedin.example.com/in/Casey-X/?trk=feed#top')).toBe(
      'linkedin.example.com/in/casey-x',
    );
    expect(profileUrlKey('not a url')).toBeNull();
  });

  it('collects every identity of an author, the name only as a last resort', () => {
    expect(
      authorKeysOf('linkedin', {
        entityId: 'ACo1',
        salesNavId: 'ACw1',
        profileUrl: 'https://linkedin.example.com/in/x',
        name: 'X',
      }),
    ).toEqual(['linkedin:id:ACo1', 'linkedin:id:ACw1', 'linkedin:url:linkedin.example.com/in/x']);
    expect(authorKeysOf('reddit', { entityId: null, salesNavId: null, profileUrl: null, name: ' Some One ' })).toEqual([
      'reddit:name:some one',
    ]);
    expect(authorKeysOf('reddit', { entityId: null, salesNavId: null, profileUrl: null, name: '' })).toEqual([]);
    // Names the networks give many unnamed people are no identity: hiding one would hide them all.
    const unnamed = { entityId: null, salesNavId: null, profileUrl: null };
    expect(authorKeysOf('reddit', { ...unnamed, name: '[deleted]' })).toEqual([]);
    expect(authorKeysOf('reddit', { ...unnamed, name: '[removed]' })).toEqual([]);
    expect(authorKeysOf('linkedin', { ...unnamed, name: 'LinkedIn Member' })).toEqual([]);
  });

  it('counts distinct tracker tags and keywords in the relevance base', () => {
    const base = {
      ruleTags: ['Lead', 'lead'],
      keywordTags: [],
      contentTags: [],
      posterHeadline: null,
      connectionDepth: null,
      numLikes: 0,
      numComments: 0,
      numShares: 0,
      posterFollowers: null,
    };
    expect(relevanceBaseOf(base)).toBe(15);
  });

  it('unions tags keeping the first order', () => {
    expect(unionTags(['b', 'a'], ['a', 'c'])).toEqual(['b', 'a', 'c']);
  });
});
