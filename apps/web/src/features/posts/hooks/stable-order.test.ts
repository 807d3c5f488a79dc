import { describe, expect, it } from 'vitest';
import { countUpdates, keepOrder, updatesLabel } from './stable-order.ts';

const posts = (...ids: string[]) => ids.map((id) => ({ id, v: `${id}'` }));

describe('stable order', () => {
  it('keeps the shown order with the fresh data, drops what left and holds back what is new', () => {
    const fresh = posts('d', 'c', 'a', 'b');
    expect(keepOrder(['a', 'b', 'c', 'x'], fresh, new Set())).toEqual(posts('a', 'b', 'c'));
    // A page the user scrolled to joins the end.
    expect(keepOrder(['a', 'b'], posts('a', 'b', 'e', 'f'), new Set(['e', 'f'])).map((p) => p.id)).toEqual([
      'a',
      'b',
      'e',
      'f',
    ]);
  });

  it('counts new posts and the fewest moves to the fresh order', () => {
    expect(countUpdates(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(0);
    // One post jumping to the top is one update, not one per row it passes.
    expect(countUpdates(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toBe(1);
    expect(countUpdates(['a', 'b', 'c'], ['n', 'c', 'a', 'b'])).toBe(2);
    // A post that left is not an update: it is gone from the rows already.
    expect(countUpdates(['a', 'b', 'c'], ['a', 'c'])).toBe(0);
    expect(countUpdates(['a', 'b', 'c'], ['c', 'b', 'a'])).toBe(2);
  });

  it('words the offer', () => {
    expect(updatesLabel(1)).toBe('1 update — refresh');
    expect(updatesLabel(3)).toBe('3 updates — refresh');
  });
});
