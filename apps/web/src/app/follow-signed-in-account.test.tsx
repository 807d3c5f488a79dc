import { type AppConfig, getAppConfig } from '@inroad/contracts/app-config';
import { listEmailTemplates } from '@inroad/contracts/email-template';
import { listPosts } from '@inroad/contracts/post';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings, type UserSettings } from '@inroad/contracts/user';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPostList, buildSource } from '../testing/builders.ts';
import { buildEmailTemplate } from '../testing/engage-builders.ts';
import { buildUserSettings, fakeApi, unauthorized } from '../testing/fake-api.ts';
import { requestsTo } from '../testing/fake-server.ts';
import { currentUrl, loadRouteCode, renderApp } from '../testing/render-app.tsx';

beforeAll(() => loadRouteCode('/posts', '/settings', '/login'));

const ADA = buildUserSettings({ id: 'user-ada', email: 'ada@example.com', firstName: 'Ada' });
const GRACE = buildUserSettings({ id: 'user-grace', email: 'grace@example.com', firstName: 'Grace' });

const appConfig = (): AppConfig => ({
  createArea: true,
  localDevelopmentHost: false,
  ai: { engine: 'local' },
  emailFinder: 'builtin',
  billing: false,
  stripePublishableKey: null,
  extensionId: 'id',
});

type Session = { user: UserSettings | null };

/** The session cookie of this browser: whoever signed in last, in any tab (null: no one). Each has a template. */
function serveSessionOf(session: Session) {
  fakeApi([
    [getUserSettings, () => session.user ?? unauthorized()],
    [getAppConfig, appConfig],
    [listPosts, () => buildPostList([])],
    [listSources, () => [buildSource()]],
    [listEmailTemplates, () => [buildEmailTemplate({ name: `${session.user?.firstName} intro` })]],
  ]);
}

/** The browser hiding the tab (another tab chosen) or showing it again. */
function showTab(visible: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

describe('a tab shown again after a sign-in elsewhere in the browser', () => {
  it('starts over as the account signed in from another tab, with nothing of the earlier one kept', async () => {
    const session: Session = { user: ADA };
    serveSessionOf(session);
    const { router } = renderApp('/settings?tab=email-templates');
    expect(await screen.findByText('Ada intro')).toBeTruthy();

    // A login link for Grace opened in another tab: the cookie is hers now, and this tab is not told.
    session.user = GRACE;
    showTab(false);
    showTab(true);

    await waitFor(() => expect(currentUrl(router)).toBe('/posts?view=priority&dateRange=1'));
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('grace@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Email Templates' }));
    // Ada's templates were read a moment ago, but are not shown to Grace.
    expect(await screen.findByText('Grace intro')).toBeTruthy();
    expect(screen.queryByText('Ada intro')).toBeNull();
  });

  it('goes to the login page when no one is signed in any more', async () => {
    const session: Session = { user: ADA };
    serveSessionOf(session);
    const { router } = renderApp('/settings');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();

    session.user = null;
    showTab(false);
    showTab(true);

    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Send login link' })).toBeTruthy();
  });

  it('stays where it is while the same account is signed in', async () => {
    serveSessionOf({ user: ADA });
    const { router } = renderApp('/settings');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    const reads = requestsTo(getUserSettings).length;

    showTab(false);
    showTab(true);

    await waitFor(() => expect(requestsTo(getUserSettings)).toHaveLength(reads + 1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(currentUrl(router)).toBe('/settings');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });
});
