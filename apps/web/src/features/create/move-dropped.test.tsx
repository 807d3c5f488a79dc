import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildAnswer } from '../../testing/create-backend/builders.ts';
import { conflict } from '../../testing/create-backend/handler.ts';
import { appProviders } from '../../testing/render-app.tsx';
import { useMoveDropped } from './hooks/use-move-dropped.ts';

describe('posts dropped on the calendar', () => {
  it('puts back a drop the server refused while a later drop was on its way, and says why', async () => {
    const scheduled = (id: number) => buildAnswer({ id, status: 'scheduled', scheduledTime: '2026-11-30 09:00:00' });
    const backend = createBackend({ answers: [scheduled(1), scheduled(2)] }, { timeZone: 'UTC' });
    // The first move is answered after the second, and refused.
    let refuseFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => {
      refuseFirst = resolve;
    });
    backend.override(rescheduleAnswer, async ({ body }) => {
      if (body.id === 1) {
        await firstAnswered;
        conflict('This post is being published and cannot be moved');
      }
      return { status: 'success', answer: { ...scheduled(body.id), scheduledTime: body.scheduledTime } };
    });
    backend.install();
    const { result } = renderHook(() => useMoveDropped('UTC'), { wrapper: appProviders() });
    const reverts = [vi.fn(), vi.fn()];

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current({ answerId: 1, scheduledTime: '2026-12-01 09:00:00', revert: reverts[0]! });
    });
    act(() => {
      second = result.current({ answerId: 2, scheduledTime: '2026-12-02 09:00:00', revert: reverts[1]! });
    });
    await act(() => second);
    refuseFirst();
    await act(() => first);

    expect(reverts[0]).toHaveBeenCalledTimes(1);
    expect(reverts[1]).not.toHaveBeenCalled();
    expect(await screen.findByText('Post not moved')).toBeTruthy();
    expect(backend.sent(rescheduleAnswer)).toHaveLength(2);
  });
});
