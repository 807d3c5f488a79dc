import { type AppConfig, getAppConfig } from '@inroad/contracts/app-config';
import { logout } from '@inroad/contracts/auth';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { listPosts } from '@inroad/contracts/post';
import { listSources } from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { buildPostList, buildSource } from '../testing/builders.ts';
import { buildUserSettings, fakeApi, unauthorized } from '../testing/fake-api.ts';
import { requestsTo } from '../testing/fake-server.ts';
import { currentUrl, loadRouteCode, renderApp } from '../testing/render-app.tsx';

// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/posts', '/login'));

// Whether the server's app config opens the Create area here.
const createArea = { allowed: true };

const appConfig = (): AppConfig => ({
  createArea: createArea.allowed,
  localDevelopmentHost: false,
  ai: { engine: 'local' },
  emailFinder: 'builtin',
  billing: false,
  stripePublishableKey: null,
  extensionId: 'id',
});

function signedIn() {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [getAppConfig, appConfig],
    [logout, () => ({ status: 'success' })],
    [listPosts, () => buildPostList([])],
    [listSources, () => [buildSource()]],
  ]);
}

function signedOut() {
  fakeApi([[getUserSettings, unauthorized]]);
}

async function expectUrl(router: Parameters<typeof currentUrl>[0], url: string) {
  await waitFor(() => expect(currentUrl(router)).toBe(url));
}

describe('routes', () => {
  beforeEach(() => {
    createArea.allowed = true;
  });

  it('shows Loading... while the session is checked', async () => {
    fakeApi([[getUserSettings, () => new Promise(() => undefined)]]);
    renderApp('/posts?view=priority&dateRange=1');
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('sends / to the Priority Inbox for today', async () => {
    signedIn();
    const { router } = renderApp('/');
    await expectUrl(router, '/posts?view=priority&dateRange=1');
    expect(await screen.findByText('Select a post to view details')).toBeTruthy();
    expect(await screen.findByText('No posts found')).toBeTruthy();
  });

  it('keeps a dateRange given on / and on /posts, adding only what is missing', async () => {
    signedIn();
    const home = renderApp('/?dateRange=7');
    await expectUrl(home.router, '/posts?dateRange=7&view=priority');
    home.unmount();

    const posts = renderApp('/posts?view=all');
    await expectUrl(posts.router, '/posts?view=all&dateRange=1');
  });

  it('redirects /signin to /login', async () => {
    signedOut();
    const { router } = renderApp('/signin');
    await expectUrl(router, '/login');
    expect(await screen.findByRole('button', { name: 'Send login link' })).toBeTruthy();
  });

  it('sends a visitor without a session to /login from any screen', async () => {
    signedOut();
    for (const path of ['/posts?view=priority&dateRange=1', '/settings', '/some/unknown/page']) {
      const { router, unmount } = renderApp(path);
      await expectUrl(router, '/login');
      unmount();
    }
  });

  it('keeps a signed-in person off the login page when the server is busy, and shows the error page instead', async () => {
    fakeApi([
      [
        getUserSettings,
        () => {
          throw new ApiError({
            status: 503,
            kind: 'unhandled',
            message: CLIENT_ERROR_MESSAGES.unhandled,
            serverMessage: 'Inroad is busy; try again in a moment',
          });
        },
      ],
    ]);
    const { router } = renderApp('/settings');
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText(CLIENT_ERROR_MESSAGES.unhandled)).toBeTruthy();
    expect(currentUrl(router)).toBe('/settings');
  });

  it('sends a signed-in user from /login to the inbox', async () => {
    signedIn();
    const { router } = renderApp('/login');
    await expectUrl(router, '/posts?view=priority&dateRange=1');
  });

  it('shows the main layout for an unknown path when signed in', async () => {
    signedIn();
    renderApp('/no-such-page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('opens the Create area only where it is allowed', async () => {
    signedIn();
    const allowed = renderApp('/create/content');
    expect(await screen.findByRole('heading', { name: 'Content Queue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Content Plan' })).toBeTruthy();
    allowed.unmount();

    createArea.allowed = false;
    const denied = renderApp('/create/ideas/12');
    await expectUrl(denied.router, '/posts?view=priority&dateRange=1');
    expect(screen.queryByRole('link', { name: 'Content Plan' })).toBeNull();
  });

  it('navigates with the sidebar and logs out', async () => {
    signedIn();
    const { router, queryClient } = renderApp('/posts?view=priority&dateRange=1');

    fireEvent.click(await screen.findByRole('link', { name: 'All Posts' }));
    await expectUrl(router, '/posts?view=all&dateRange=1');
    expect(await screen.findByRole('heading', { name: 'All Posts' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Data Feeds' }));
    expect(await screen.findByRole('heading', { name: 'Feeds' })).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Integrations' }));
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeTruthy();

    fakeApi([
      [getUserSettings, unauthorized],
      [logout, () => ({ status: 'success' })],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await expectUrl(router, '/login');
    expect(requestsTo(logout)).toHaveLength(1);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(queryClient.getQueryData(['user', 'settings'])).toBeUndefined();
  });
});
