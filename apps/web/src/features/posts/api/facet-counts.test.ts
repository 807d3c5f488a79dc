import { describe, expect, it } from 'vitest';
import { buildPost } from '../../../testing/builders.ts';
import { facetsWithout } from './facet-counts.ts';

const filterData = {
  sourceTags: { RevOps: 3, 'Sales ops': 1 },
  ruleTags: { 'Buying intent': 2, Other: 4 },
  contentTags: { Question: 2, Hiring: 1, Other: 3 },
};

describe('facetsWithout', () => {
  it('takes a removed post out of the count of each of its tags, and of Other where it has none of a kind', () => {
    const post = buildPost({ sourceTags: ['RevOps'], ruleTags: [], contentTags: ['Question', 'Hiring'] });
    expect(facetsWithout(filterData, [post])).toEqual({
      sourceTags: { RevOps: 2, 'Sales ops': 1 },
      ruleTags: { 'Buying intent': 2, Other: 3 },
      // A tag whose last post left is gone from the menu, as the server leaves it out.
      contentTags: { Question: 1, Other: 3 },
    });
  });

  it('counts a tag listed twice on one post once, and several removed posts each', () => {
    const first = buildPost({ sourceTags: ['RevOps', 'RevOps'], ruleTags: ['Buying intent'], contentTags: [] });
    const second = buildPost({ sourceTags: ['RevOps'], ruleTags: ['Buying intent'], contentTags: [] });
    const next = facetsWithout(filterData, [first, second]);
    expect(next.sourceTags).toEqual({ RevOps: 1, 'Sales ops': 1 });
    expect(next.ruleTags).toEqual({ Other: 4 });
    expect(next.contentTags).toEqual({ Question: 2, Hiring: 1, Other: 1 });
  });

  it('leaves counts it does not hold alone and the input unchanged', () => {
    const post = buildPost({ sourceTags: ['Unknown'], ruleTags: ['Gone'], contentTags: ['Event'] });
    expect(facetsWithout(filterData, [post])).toEqual(filterData);
    expect(filterData.sourceTags.RevOps).toBe(3);
    expect(facetsWithout(filterData, [])).toBe(filterData);
  });
});
