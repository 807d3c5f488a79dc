import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableOrder } from './use-stable-order.ts';

const page = (...ids: string[]) => ({ pages: [{ posts: ids.map((id) => ({ id })) }] });
const pages = (...lists: string[][]) => ({ pages: lists.map((ids) => ({ posts: ids.map((id) => ({ id })) })) });
const idsOf = (posts: readonly { id: string }[]) => posts.map((p) => p.id);

describe('useStableOrder', () => {
  it('shows the first posts to reach an empty list at once, and holds later changes as updates', () => {
    const { result, rerender } = renderHook(({ data, fetching }) => useStableOrder(data, 'inbox', fetching, false), {
      initialProps: { data: page(), fetching: false },
    });
    expect(result.current.posts).toEqual([]);

    rerender({ data: page('a', 'b'), fetching: false });
    expect(result.current.posts.map((p) => p.id)).toEqual(['a', 'b']);
    expect(result.current.updates).toBe(0);

    rerender({ data: page('c', 'b', 'a'), fetching: false });
    expect(result.current.posts.map((p) => p.id)).toEqual(['a', 'b']);
    expect(result.current.updates).toBeGreaterThan(0);

    act(() => result.current.refresh());
    expect(result.current.posts.map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });

  it('shows a post that moved from one page to the next once, where it came first', () => {
    const { result, rerender } = renderHook(({ data }) => useStableOrder(data, 'inbox', false, true), {
      initialProps: { data: pages(['a', 'x']) },
    });
    // The next page, fetched after x moved down onto it.
    rerender({ data: pages(['a', 'x'], ['x', 'b']) });
    expect(idsOf(result.current.posts)).toEqual(['a', 'x', 'b']);
    // Nothing to refresh: the rows are the fresh order already.
    expect(result.current.updates).toBe(0);

    act(() => result.current.refresh());
    expect(idsOf(result.current.posts)).toEqual(['a', 'x', 'b']);
  });

  it('keeps the shown posts a refetch left out while the list goes on, until dropped or the list ends', () => {
    const { result, rerender } = renderHook(({ data, more }) => useStableOrder(data, 'inbox', false, more), {
      initialProps: { data: page('a', 'b', 'c'), more: true },
    });
    // Newer posts pushed b and c onto the next page, not loaded.
    rerender({ data: page('n', 'a'), more: true });
    expect(idsOf(result.current.posts)).toEqual(['a', 'b', 'c']);
    expect(result.current.updates).toBe(1);

    // Archived: gone, though only kept.
    act(() => result.current.drop(['b']));
    expect(idsOf(result.current.posts)).toEqual(['a', 'c']);
    rerender({ data: page('n', 'm', 'a'), more: true });
    expect(idsOf(result.current.posts)).toEqual(['a', 'c']);

    // The loaded pages hold all there is: c left the list.
    rerender({ data: page('n', 'm', 'a'), more: false });
    expect(idsOf(result.current.posts)).toEqual(['a']);
  });
});
