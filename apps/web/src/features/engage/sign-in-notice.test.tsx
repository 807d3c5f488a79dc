import { INTEGRATION_MESSAGES } from '@inroad/contracts/integrations';
import { dismissNotices, listNotices, type Notice } from '@inroad/contracts/notice';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NoticesWatcher } from '../../components/notices-watcher.tsx';
import { fakeApi } from '../../testing/fake-api.ts';
import { requestsTo } from '../../testing/fake-server.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';

const notice = (kind: Notice['kind'], id: number, message: string): Notice => ({
  id: `30000000-0000-4000-8000-00000000000${id}`,
  kind,
  message,
  postId: null,
  createdAt: '2025-03-04T10:00:00.000Z',
});

describe('signed out of LinkedIn', () => {
  it("opens 'Complete LinkedIn Integration' when the extension reported a login redirect, and Connect opens LinkedIn", async () => {
    const signedOut = notice(
      'linkedin_sign_in',
      1,
      'LinkedIn redirected to sign-in: sign in to LinkedIn in this browser',
    );
    const failed = notice('publish_failed', 2, 'Post not published: LinkedIn said: LinkedIn redirected to sign-in');
    fakeApi([
      [listNotices, () => ({ notices: [signedOut, failed] })],
      [dismissNotices, () => ({ status: 'success', count: 2 })],
    ]);
    renderWithProviders(
      <MemoryRouter>
        <NoticesWatcher />
      </MemoryRouter>,
    );

    const dialog = await screen.findByRole('dialog', { name: INTEGRATION_MESSAGES.completeLinkedInTitle });
    expect(dialog.textContent).toContain(INTEGRATION_MESSAGES.completeLinkedInBody);
    // The publication's own failure still shows as a notification, its title said once; the sign-in notice only as
    // the dialog.
    expect(await screen.findByText('LinkedIn said: LinkedIn redirected to sign-in')).toBeTruthy();
    expect(screen.getAllByText('Post not published')).toHaveLength(1);
    expect(screen.queryByText(failed.message)).toBeNull();
    expect(screen.queryByText(signedOut.message)).toBeNull();
    const connect = screen.getByRole('link', { name: 'Connect' });
    expect(connect.getAttribute('href')).toBe('https://www.linkedin.com/login');
    expect(connect.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(requestsTo(dismissNotices).length).toBeGreaterThan(0));
    expect(requestsTo(dismissNotices)[0]).toMatchObject({ body: { ids: [signedOut.id, failed.id] } });

    // Connect opens LinkedIn in a new tab and closes the dialog.
    fireEvent.click(connect);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: INTEGRATION_MESSAGES.completeLinkedInTitle })).toBeNull(),
    );
  });

  it('shows no dialog for other notices', async () => {
    fakeApi([
      [listNotices, () => ({ notices: [notice('action_failed', 3, 'Could not like a post')] })],
      [dismissNotices, () => ({ status: 'success', count: 1 })],
    ]);
    renderWithProviders(
      <MemoryRouter>
        <NoticesWatcher />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Could not like a post')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
