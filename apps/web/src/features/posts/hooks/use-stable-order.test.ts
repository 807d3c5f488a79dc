import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableOrder } from './use-stable-order.ts';

const page = (...ids: string[]) => ({ pages: [{ posts: ids.map((id) => ({ id })) }] });

describe('useStableOrder', () => {
  it('shows the first posts to reach an empty list at once, and holds later changes as updates', () => {
    const { result, rerender } = renderHook(({ data, fetching }) => useStableOrder(data, 'inbox', fetching), {
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
});
