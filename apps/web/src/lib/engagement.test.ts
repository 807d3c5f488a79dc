import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { buildPost } from '../testing/builders.ts';
import { buildEngageResponse } from '../testing/engage-builders.ts';
import { ApiError } from './api-client.ts';
import { applyEngageState } from './engage-state.ts';
import { countsRefetchMs, PENDING_POLL_MS, reportEngageFailure } from './engagement.ts';

describe('applyEngageState', () => {
  it("gives the target the whole state and the author's other posts the follow and connect flags", () => {
    const target = buildPost({ posterSalesNavId: 'ACoAAOne', numLikes: 2 });
    const sameAuthor = buildPost({ posterSalesNavId: 'ACoAAOne', posterProfileURL: 'https://www.linkedin.com/in/x' });
    const other = buildPost({ posterSalesNavId: 'ACoAATwo' });
    const state = buildEngageResponse(target, { liked: true, numLikes: 3, followed: true, comment: 'Hi' });

    expect(applyEngageState(target, target, state)).toMatchObject({
      liked: true,
      numLikes: 3,
      followed: true,
      comment: 'Hi',
    });
    expect(applyEngageState(sameAuthor, target, state)).toMatchObject({ liked: false, followed: true, comment: null });
    expect(applyEngageState(other, target, state)).toBe(other);
  });

  it('matches authors by profile URL when they have no profile id', () => {
    const target = buildPost({ posterSalesNavId: null, posterProfileURL: 'https://www.linkedin.com/in/same' });
    const sameAuthor = buildPost({ posterSalesNavId: null, posterProfileURL: 'https://www.linkedin.com/in/same' });
    const state = buildEngageResponse(target, { connected: true });
    expect(applyEngageState(sameAuthor, target, state).connected).toBe(true);
  });
});

describe('reportEngageFailure', () => {
  it('shows refusals a person can act on and only logs the rest', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const show = vi.spyOn(notifications, 'show');
    reportEngageFailure(new ApiError({ status: 500, kind: 'unhandled', message: 'x', serverMessage: 'boom' }), 'like');
    reportEngageFailure(new ApiError({ status: 0, kind: 'network', message: 'offline' }), 'like');
    expect(show).not.toHaveBeenCalled();
    reportEngageFailure(new ApiError({ status: 429, kind: 'unhandled', message: 'x', serverMessage: 'Limit' }), 'like');
    reportEngageFailure(
      new ApiError({ status: 409, kind: 'unhandled', message: 'x', serverMessage: 'Archived' }),
      'like',
    );
    expect(show.mock.calls.map(([n]) => n.message)).toEqual(['Limit', 'Archived']);
    expect(log).toHaveBeenCalledTimes(4);
  });
});

describe('countsRefetchMs', () => {
  const idle = { waiting: { like: 0, comment: 0 } };

  it('reads the counts soon while something waits for the extension', () => {
    expect(countsRefetchMs({ waiting: { like: 1 } }, 'UTC')).toBe(PENDING_POLL_MS);
  });

  it("reads them again just after the user's midnight, when the goals start again, and at most an hour on", () => {
    // 23:50 in New York (04:50 UTC the next day): ten minutes to go there.
    const lateEvening = Date.parse('2026-11-26T04:50:00Z');
    expect(countsRefetchMs(idle, 'America/New_York', lateEvening)).toBe(10 * 60_000 + 1_000);
    // Morning in Tokyo at the same instant: an hour, not the rest of the day.
    expect(countsRefetchMs(idle, 'Asia/Tokyo', lateEvening)).toBe(3_600_000);
    // The night the clocks go back in New York, midnight is the usual one.
    expect(countsRefetchMs(idle, 'America/New_York', Date.parse('2026-11-01T03:59:00Z'))).toBe(61_000);
  });
});
