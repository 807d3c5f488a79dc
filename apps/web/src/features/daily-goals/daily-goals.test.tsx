import { getEngageQuota } from '@inroad/contracts/engage';
import { getEngagementCounts } from '@inroad/contracts/profile';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { invalidateEngagement, PENDING_POLL_MS } from '../../lib/engagement.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildQuota } from '../../testing/engage-builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DailyGoalsPanel } from './components/daily-goals-panel.tsx';

const NONE_WAITING = { like: 0, comment: 0, follow: 0, connect: 0 };

const bar = (name: string) => screen.getByRole('progressbar', { name: new RegExp(`^${name}:`) });

describe('daily goals panel', () => {
  it('draws each goal as a bar capped at 100% in its green', async () => {
    fakeApi([
      [getEngagementCounts, () => ({ like: 12, comment: 2, follow: 1, connect: 0, waiting: NONE_WAITING })],
      [getEngageQuota, () => buildQuota()],
    ]);
    renderWithProviders(<DailyGoalsPanel />);

    expect(await screen.findByText('12/10')).toBeTruthy();
    expect(screen.getByText('2/3')).toBeTruthy();
    expect(bar('Likes').getAttribute('aria-valuenow')).toBe('100');
    expect(bar('Likes').getAttribute('style')).toContain('--progress-section-size: 100%');
    expect(bar('Likes').getAttribute('style')).toContain('green-9');
    expect(bar('Comments').getAttribute('style')).toContain('green-6');
    expect(bar('Follows').getAttribute('style')).toContain('--progress-section-size: 20%');
    expect(bar('Follows').getAttribute('style')).toContain('green-3');
    expect(bar('Connects').getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows what waits for the extension apart from what was done', async () => {
    const waiting = { like: 1, comment: 0, follow: 0, connect: 0 };
    fakeApi([
      [getEngagementCounts, () => ({ like: 3, comment: 0, follow: 0, connect: 0, waiting })],
      [getEngageQuota, () => buildQuota()],
    ]);
    renderWithProviders(<DailyGoalsPanel />);
    expect(await screen.findByText('1 waiting for the extension')).toBeTruthy();
    expect(screen.getByText('3/10 (+1)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Likes: 3 of 10' }).getAttribute('aria-valuenow')).toBe('30');
    const queued = screen.getByRole('progressbar', { name: 'Likes: 1 waiting for the extension' });
    expect(queued.getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getAllByText(/waiting for the extension/)).toHaveLength(1);
  });

  it('warns when an account-safety cap is near', async () => {
    fakeApi([
      [getEngagementCounts, () => ({ like: 95, comment: 0, follow: 0, connect: 0, waiting: NONE_WAITING })],
      [getEngageQuota, () => buildQuota({ used: { like: 95 } })],
    ]);
    renderWithProviders(<DailyGoalsPanel />);
    expect(await screen.findByText('Likes: 95 of 100 in 24 hours')).toBeTruthy();
  });

  it('says until when the queue is paused', async () => {
    fakeApi([
      [getEngagementCounts, () => ({ like: 3, comment: 0, follow: 0, connect: 0, waiting: NONE_WAITING })],
      [getEngageQuota, () => ({ ...buildQuota(), paused: { until: '2026-11-25T16:30:00.000Z', reason: 'challenge' } })],
    ]);
    renderWithProviders(<DailyGoalsPanel />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Actions paused until 4:30 PM to keep your account safe',
    );
  });

  it('is refreshed when an engagement invalidates the engagement queries', async () => {
    let likes = 1;
    fakeApi([
      [getEngagementCounts, () => ({ like: likes, comment: 0, follow: 0, connect: 0, waiting: NONE_WAITING })],
      [getEngageQuota, () => buildQuota()],
    ]);
    const queryClient = createQueryClient();
    renderWithProviders(<DailyGoalsPanel />, queryClient);
    expect(await screen.findByText('1/10')).toBeTruthy();
    likes = 2;
    await act(() => invalidateEngagement(queryClient));
    expect(await screen.findByText('2/10')).toBeTruthy();
  });

  describe('while something waits for the extension', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks again every few seconds, so a refresh that failed does not leave a taken-back like waiting', async () => {
      vi.useFakeTimers();
      let waitingLikes = 1;
      let shed = false;
      let asked = 0;
      fakeApi([
        [
          getEngagementCounts,
          () => {
            asked++;
            if (shed) throw new ApiError({ status: 503, kind: 'unhandled', message: 'Inroad is busy' });
            return { like: 3, comment: 0, follow: 0, connect: 0, waiting: { ...NONE_WAITING, like: waitingLikes } };
          },
        ],
        [getEngageQuota, () => buildQuota()],
      ]);
      const queryClient = createQueryClient();
      renderWithProviders(<DailyGoalsPanel />, queryClient);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('1 waiting for the extension')).toBeTruthy();

      // The like is taken back, but the refresh after it is shed.
      waitingLikes = 0;
      shed = true;
      await act(() => invalidateEngagement(queryClient));
      expect(screen.getByText('1 waiting for the extension')).toBeTruthy();

      shed = false;
      const before = asked;
      await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS));
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(asked).toBe(before + 1);
      expect(screen.queryByText('1 waiting for the extension')).toBeNull();
      expect(screen.getByText('3/10')).toBeTruthy();

      // Nothing waits any more: no more asking.
      await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_MS * 3));
      expect(asked).toBe(before + 1);
    });
  });
});
