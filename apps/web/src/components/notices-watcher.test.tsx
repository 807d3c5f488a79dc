import { getPendingInstructions, type PendingInstructions } from '@inroad/contracts/instructions';
import { dismissNotices, listNotices, type Notice } from '@inroad/contracts/notice';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pendingInstructionsQueryOptions, usePendingInstructions } from '../lib/engagement.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { fakeApi } from '../testing/fake-api.ts';
import { requestsTo } from '../testing/fake-server.ts';
import { renderWithProviders } from '../testing/render-app.tsx';
import { NoticesWatcher } from './notices-watcher.tsx';

const refused: Notice = {
  id: '30000000-0000-4000-8000-000000000009',
  kind: 'action_failed',
  message: 'Could not send Ada Example a connection request',
  postId: null,
  createdAt: '2025-03-04T10:00:00.000Z',
};

const queue = (count: number): PendingInstructions => ({
  count,
  oldestAgeSeconds: count > 0 ? 4 : null,
  pausedUntil: null,
  posts: [],
});

const callsTo = (endpoint: Parameters<typeof requestsTo>[0]) => requestsTo(endpoint).length;

/** A screen that queued work and watches the extension catch up (the profile modal, a post card). */
function WaitsForTheExtension() {
  usePendingInstructions({ enabled: true });
  return null;
}

describe('notices after the extension has done queued work', () => {
  it('are read again as soon as the queue shrinks, not at the next poll', async () => {
    let open = 1;
    let notices: Notice[] = [];
    fakeApi([
      [getPendingInstructions, () => queue(open)],
      [listNotices, () => ({ notices })],
      [dismissNotices, () => ({ status: 'success', count: 1 })],
    ]);
    const queryClient = createQueryClient();
    renderWithProviders(
      <MemoryRouter>
        <WaitsForTheExtension />
        <NoticesWatcher />
      </MemoryRouter>,
      queryClient,
    );
    await waitFor(() => expect(queryClient.getQueryData(pendingInstructionsQueryOptions().queryKey)).toEqual(queue(1)));
    expect(callsTo(listNotices)).toBe(1);

    // The extension reports the connection request LinkedIn refused: the queue is empty, a notice waits.
    open = 0;
    notices = [refused];
    await queryClient.refetchQueries({ queryKey: pendingInstructionsQueryOptions().queryKey });
    expect(await screen.findByText(refused.message)).toBeTruthy();
    expect(callsTo(listNotices)).toBe(2);
  });

  it('ask nothing about the queue themselves', async () => {
    fakeApi([[listNotices, () => ({ notices: [] })]]);
    renderWithProviders(
      <MemoryRouter>
        <NoticesWatcher />
      </MemoryRouter>,
    );
    await waitFor(() => expect(callsTo(listNotices)).toBe(1));
    expect(callsTo(getPendingInstructions)).toBe(0);
  });

  it('stay dismissed when the screen is opened again before the next read', async () => {
    let notices: Notice[] = [refused];
    fakeApi([
      [listNotices, () => ({ notices })],
      [
        dismissNotices,
        () => {
          notices = [];
          return { status: 'success', count: 1 };
        },
      ],
    ]);
    const queryClient = createQueryClient();
    const watcher = (
      <MemoryRouter>
        <NoticesWatcher />
      </MemoryRouter>
    );
    const first = renderWithProviders(watcher, queryClient);
    expect(await screen.findByText(refused.message)).toBeTruthy();
    await waitFor(() => expect(callsTo(dismissNotices)).toBe(1));
    first.unmount();

    // Back to the inbox: the list is read again, and the notice already shown is not shown (or dismissed) twice.
    renderWithProviders(watcher, queryClient);
    await waitFor(() => expect(callsTo(listNotices)).toBe(2));
    expect(callsTo(dismissNotices)).toBe(1);
  });
});
