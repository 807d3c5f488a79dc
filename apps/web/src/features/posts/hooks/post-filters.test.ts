import { describe, expect, it } from 'vitest';
import { parsePostFilters, toPostListQuery, writePostFilters } from './post-filters.ts';

describe('post filters in the URL', () => {
  it('keeps a tag containing a comma whole, one parameter per tag', () => {
    const written = writePostFilters(new URLSearchParams('view=priority'), { ruleTags: ['Acme, Inc', 'Leads'] });
    expect(written.getAll('ruleTags')).toEqual(['Acme, Inc', 'Leads']);

    const filters = parsePostFilters(new URLSearchParams(written.toString()));
    expect(filters.ruleTags).toEqual(['Acme, Inc', 'Leads']);
    expect(toPostListQuery(filters).ruleTags).toEqual(['Acme, Inc', 'Leads']);
  });

  it('reads links written before: repeated tags, blanks and repeats dropped', () => {
    const filters = parsePostFilters(new URLSearchParams('contentTags=Hiring&contentTags=%20&contentTags=Hiring'));
    expect(filters.contentTags).toEqual(['Hiring']);
    expect(parsePostFilters(new URLSearchParams('sourceTags=Hot%2C%20ok')).sourceTags).toEqual(['Hot, ok']);
  });

  it('still reads connection depths as a comma-separated list', () => {
    expect(parsePostFilters(new URLSearchParams('connectionDepth=1,3%2B')).connectionDepth).toEqual(['1', '3+']);
  });
});
