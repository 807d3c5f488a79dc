import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { IntegrationAddScreen } from './components/integration-add-screen.tsx';

describe('/integration/add with no network Inroad connects to', () => {
  it('says which networks there are and leads back to Integrations', async () => {
    const router = createMemoryRouter(
      [
        { path: '/integration/add', element: <IntegrationAddScreen /> },
        { path: '/integrations', element: <p>Integrations screen</p> },
      ],
      { initialEntries: ['/integration/add?type=myspace'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByText('Unknown platform')).toBeTruthy();
    expect(screen.getByText(/names no network Inroad connects to: LinkedIn or Reddit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Integrations' }));
    expect(await screen.findByText('Integrations screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/integrations');
  });

  it('says what is wrong with an address that names a network but nothing it could reconnect', () => {
    const router = createMemoryRouter([{ path: '/integration/add', element: <IntegrationAddScreen /> }], {
      initialEntries: ['/integration/add?type=linkedin&id=abc'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByText('Connection not started')).toBeTruthy();
    expect(screen.getByText(/This address is not one Inroad makes for a connection/).textContent).toBe(
      'This address is not one Inroad makes for a connection: the integration to reconnect is not a whole number. Add the integration from Integrations.',
    );
    expect(screen.getByRole('link', { name: 'Integrations' })).toBeTruthy();
  });
});
