import { EXTENSION_STATUS_POLL_MS, POST_REFRESH_POLL_MS, REFRESH_PROGRESS_POLL_MS } from '@inroad/contracts/constants';
import {
  type FeedRefreshProgress,
  getFeedRefreshProgress,
  type StartFeedRefreshBody,
  startFeedRefresh,
} from '@inroad/contracts/feed-refresh';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { FeedRefreshBanner } from './components/feed-refresh-banner.tsx';
import { FeedRefreshButton } from './components/feed-refresh-button.tsx';
import { INFO_DISMISSED_KEY } from './components/feed-refresh-info-modal.tsx';

const IDLE: FeedRefreshProgress = {
  totalSourceCount: 0,
  pendingSourceCount: 0,
  refreshId: null,
  hard: false,
  startedAt: null,
  inProgress: false,
};

function running(total: number, pending: number, hard = false): FeedRefreshProgress {
  return {
    totalSourceCount: total,
    pendingSourceCount: pending,
    refreshId: 'r1',
    hard,
    startedAt: '2026-11-02T09:00:00.000Z',
    inProgress: pending > 0,
  };
}

type Extension = { present: boolean; inProgress: boolean; messages: { type: string }[] };

/** The extension as the page sees it: answers by message type while present, silence otherwise. */
function stubExtension(initial: Partial<Extension> = {}): Extension {
  const extension: Extension = { present: true, inProgress: false, messages: [], ...initial };
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: (_id: string, message: { type: string }, callback: (answer: unknown) => void) => {
        extension.messages.push(message);
        const answers: Record<string, unknown> = {
          'check-extension': { success: true, id: 'ext', version: '0.1.0', signedIn: true },
          checkRefreshFeedStatus: { success: true, inProgress: extension.inProgress },
          refreshFeeds: { success: true, started: true },
        };
        void Promise.resolve().then(() => callback(extension.present ? answers[message.type] : undefined));
      },
    },
  });
  return extension;
}

/** The server: progress as `state.progress` says, refresh starts recorded and answered by `state.start`. */
function stubServer(initial: FeedRefreshProgress = IDLE) {
  const state = {
    progress: initial,
    started: [] as StartFeedRefreshBody[],
    start: (body: StartFeedRefreshBody) => ({
      status: 'success' as const,
      started: true,
      progress: running(3, 3, body.hard === true),
    }),
  };
  fakeApi([
    [getFeedRefreshProgress, () => state.progress],
    [
      startFeedRefresh,
      (input) => {
        const body = input?.body as StartFeedRefreshBody;
        state.started.push(body);
        const answer = state.start(body);
        state.progress = answer.progress;
        return answer;
      },
    ],
  ]);
  return state;
}

function renderInbox(path = '/posts?view=all') {
  const onFeedsUpdated = vi.fn();
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <FeedRefreshButton onFeedsUpdated={onFeedsUpdated} />
      <FeedRefreshBanner />
    </MemoryRouter>,
  );
  return { onFeedsUpdated };
}

/** Advances the clock, then lets the answers it triggered settle (they resolve on timers of their own). */
async function tick(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(50));
}
const banner = () => screen.queryByText('Updating your feeds...');

/** The browser hiding the tab (another tab chosen, the window minimised) or showing it again. */
function showTab(visible: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('feed refresh progress', () => {
  it('shows nothing while no refresh runs', async () => {
    stubExtension();
    stubServer(IDLE);
    renderInbox();
    await tick();
    expect(banner()).toBeNull();
  });

  it('shows the processed feeds every 5 s until none is pending, then reloads the inbox', async () => {
    stubExtension({ inProgress: true });
    const server = stubServer(running(5, 3));
    const { onFeedsUpdated } = renderInbox();
    await tick();
    expect(banner()).not.toBeNull();
    expect(screen.getByText('2 of 5 feeds processed')).toBeTruthy();

    server.progress = running(5, 1);
    await tick(REFRESH_PROGRESS_POLL_MS);
    expect(screen.getByText('4 of 5 feeds processed')).toBeTruthy();
    expect(onFeedsUpdated).not.toHaveBeenCalled();

    server.progress = running(5, 0);
    await tick(REFRESH_PROGRESS_POLL_MS);
    expect(banner()).toBeNull();
    expect(onFeedsUpdated).toHaveBeenCalledTimes(1);
  });

  it('looks at the progress when the extension starts reading on its own (10 s check)', async () => {
    const extension = stubExtension({ inProgress: false });
    const server = stubServer(IDLE);
    renderInbox();
    await tick();
    expect(banner()).toBeNull();
    server.progress = running(2, 2);
    extension.inProgress = true;
    await tick(EXTENSION_STATUS_POLL_MS);
    await tick();
    expect(screen.getByText('0 of 2 feeds processed')).toBeTruthy();
  });

  it('explains the update from the banner', async () => {
    stubExtension({ inProgress: true });
    stubServer(running(1, 1, true));
    renderInbox();
    await tick();
    expect(screen.getByText('0 of 1 feed processed (hard refresh: 10+ minutes)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'What is happening?' }));
    await tick();
    expect(screen.getByText('Updating your feeds')).toBeTruthy();
    expect(screen.getByText(/reads a month back/)).toBeTruthy();
  });
});

describe('refresh button', () => {
  it('tells the user the extension is needed, and asks the server nothing, when it is absent', async () => {
    stubExtension({ present: false });
    const server = stubServer(IDLE);
    renderInbox();
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tick(10);
    expect(screen.getByText('Chrome Extension Required')).toBeTruthy();
    expect(screen.getByText(/Install the Inroad extension/)).toBeTruthy();
    expect(screen.getByText(/open Inroad in the same browser while signed in/)).toBeTruthy();
    expect(screen.getByText(/Its toolbar icon .* shows whether it is signed in/)).toBeTruthy();
    expect(server.started).toEqual([]);
  });

  it('starts a refresh for the view, tells the extension, explains it once, and reloads the inbox every 15 s', async () => {
    const extension = stubExtension();
    const server = stubServer(IDLE);
    const { onFeedsUpdated } = renderInbox('/posts?view=all');
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tick(10);
    expect(server.started).toEqual([{ view: 'all', hard: false }]);
    expect(extension.messages.map((m) => m.type)).toContain('refreshFeeds');
    expect(screen.getByText('0 of 3 feeds processed')).toBeTruthy();
    expect(screen.getByText('Updating your feeds')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show this when I refresh" }));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(window.localStorage.getItem(INFO_DISMISSED_KEY)).toBe('1');

    server.progress = running(3, 2);
    await tick(POST_REFRESH_POLL_MS);
    expect(onFeedsUpdated).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 of 3 feeds processed')).toBeTruthy();
    server.progress = running(3, 0);
    await tick(REFRESH_PROGRESS_POLL_MS);
    expect(banner()).toBeNull();
    const after = onFeedsUpdated.mock.calls.length;
    // The 15 s reloads stop with the refresh.
    await tick(POST_REFRESH_POLL_MS * 2);
    expect(onFeedsUpdated.mock.calls.length).toBe(after);
  });

  it('stops reloading the inbox while the tab is hidden, and sees the refresh end once it is shown', async () => {
    stubExtension();
    const server = stubServer(IDLE);
    window.localStorage.setItem(INFO_DISMISSED_KEY, '1');
    const { onFeedsUpdated } = renderInbox('/posts?view=all');
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tick(10);
    expect(screen.getByText('0 of 3 feeds processed')).toBeTruthy();

    showTab(false);
    server.progress = running(3, 0);
    await tick(POST_REFRESH_POLL_MS * 4);
    // Hidden, the progress is not asked for, so the end is not seen yet: no reload either.
    expect(onFeedsUpdated).not.toHaveBeenCalled();
    expect(banner()).not.toBeNull();

    showTab(true);
    await tick(REFRESH_PROGRESS_POLL_MS);
    expect(banner()).toBeNull();
    expect(onFeedsUpdated).toHaveBeenCalledTimes(1);
    await tick(POST_REFRESH_POLL_MS * 2);
    expect(onFeedsUpdated).toHaveBeenCalledTimes(1);
  });

  it('asks before a hard refresh, warning that it takes 10+ minutes', async () => {
    stubExtension();
    window.localStorage.setItem(INFO_DISMISSED_KEY, '1');
    const server = stubServer(IDLE);
    renderInbox('/posts');
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'More refresh options' }));
    await tick(10);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hard refresh' }));
    await tick(10);
    expect(screen.getByText(/It takes 10\+ minutes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.started).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'More refresh options' }));
    await tick(10);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hard refresh' }));
    await tick(10);
    fireEvent.click(screen.getByRole('button', { name: 'Start hard refresh' }));
    await tick(10);
    expect(server.started).toEqual([{ view: 'priority', hard: true }]);
    expect(screen.getByText('0 of 3 feeds processed (hard refresh: 10+ minutes)')).toBeTruthy();
    // Dismissed before: no explanation this time.
    expect(screen.queryByText('Updating your feeds')).toBeNull();
  });

  it('says why nothing starts: no active feeds, or a paused queue', async () => {
    stubExtension();
    const server = stubServer(IDLE);
    server.start = () => ({ status: 'success', started: false, progress: IDLE });
    renderInbox();
    await tick();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tick(10);
    expect(screen.getByText(/You don't have any active Data Feeds/)).toBeTruthy();

    server.start = () => {
      throw new ApiError({
        status: 429,
        kind: 'unhandled',
        message: 'An unhandled error occurred, if this persists please contact support',
        serverMessage: 'Inroad paused its work on the networks until 14:00 UTC to keep your account safe.',
      });
    };
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await tick(10);
    expect(screen.getByText(/paused its work on the networks until 14:00 UTC/)).toBeTruthy();
  });
});
