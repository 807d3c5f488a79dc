import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildIntegration, buildPublication } from '../../testing/create-backend/builders.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { IntegrationsScreen } from './components/integrations-screen.tsx';

const linkedin = buildIntegration({ id: 1, name: 'Company page', platform: 'linkedin' });
const reddit = buildIntegration({ id: 2, name: 'Founder account', platform: 'reddit', accountName: 'founder' });

function renderIntegrations() {
  const backend = createBackend({
    integrations: [linkedin, reddit],
    publications: [buildPublication({ id: 7, answerId: 3, integrationId: 1, status: 'scheduled' })],
  });
  backend.install();
  const router = createMemoryRouter([{ path: '/integrations', element: <IntegrationsScreen /> }], {
    initialEntries: ['/integrations'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return backend;
}

describe('removing an integration', () => {
  it('says where the LinkedIn posts scheduled through it go instead, and removes it on confirmation', async () => {
    const backend = renderIntegrations();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Company page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove integration' });
    expect(
      within(dialog).getByText(
        'Remove Company page? LinkedIn posts scheduled through it will go out through the Inroad extension in your own LinkedIn session instead.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Integration removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Company page' })).toBeNull());
    expect(backend.state.integrations.map((i) => i.id)).toEqual([2]);
    expect(backend.state.publications[0]?.integrationId).toBeNull();
  });

  it('says that Reddit posts scheduled through it need another Reddit integration; Cancel keeps it', async () => {
    const backend = renderIntegrations();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Founder account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove integration' });
    expect(
      within(dialog).getByText(
        'Remove Founder account? Reddit posts scheduled through it will fail until you choose another Reddit integration for them.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove integration' })).toBeNull());
    expect(backend.state.integrations.map((i) => i.id)).toEqual([1, 2]);
  });
});
