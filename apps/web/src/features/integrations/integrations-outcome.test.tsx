import { OAUTH_FAILURE } from '@inroad/contracts/integrations';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { IntegrationsScreen } from './components/integrations-screen.tsx';

function renderIntegrations(path: string) {
  createBackend().install();
  const router = createMemoryRouter([{ path: '/integrations', element: <IntegrationsScreen /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

// The page's own address, which the cookie's path must match (the memory router does not change it).
beforeEach(() => window.history.replaceState(null, '', OAUTH_FAILURE.path));

const setFailureCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie on the redirect.
  document.cookie = `${OAUTH_FAILURE.cookie}=${value}; Path=${OAUTH_FAILURE.path}`;
};

afterEach(() => setFailureCookie('; Max-Age=0'));

describe('the Integrations screen back from a network', () => {
  it("shows the server's reason for a failure from its cookie, and leaves the address clean", async () => {
    setFailureCookie(encodeURIComponent('LinkedIn said: the user cancelled; start again.'));
    const router = renderIntegrations(OAUTH_FAILURE.redirect);
    expect(await screen.findByText('Integration not connected')).toBeTruthy();
    expect(screen.getByText('LinkedIn said: the user cancelled; start again.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says only that the connection failed when the cookie is gone, whatever the address says', async () => {
    renderIntegrations('/integrations?connection=failed&error=Your%20account%20is%20locked.%20Call%20us');
    expect(await screen.findByText(OAUTH_FAILURE.fallbackMessage)).toBeTruthy();
    expect(screen.queryByText(/Your account is locked/)).toBeNull();
  });

  it('shows no text from an ?error= in the address', async () => {
    const router = renderIntegrations('/integrations?error=Your%20account%20is%20locked.%20Call%20us');
    await screen.findByText('No integrations yet.');
    expect(screen.queryByText(/Your account is locked/)).toBeNull();
    expect(screen.queryByText('Integration not connected')).toBeNull();
    expect(router.state.location.search).toBe('?error=Your%20account%20is%20locked.%20Call%20us');
  });
});
