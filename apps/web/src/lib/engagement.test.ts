import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { buildPost } from '../testing/builders.ts';
import { buildEngageResponse } from '../testing/engage-builders.ts';
import { ApiError } from './api-client.ts';
import { applyEngageState } from './engage-state.ts';
import { reportEngageFailure } from './engagement.ts';

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
