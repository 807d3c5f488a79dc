import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { AddIntegrationModal } from './components/add-integration-modal.tsx';

describe('Add Integration', () => {
  it('puts the cursor in the name when Integrate is pressed without one, and goes nowhere', async () => {
    const modal = <AddIntegrationModal opened available={{ linkedin: true, reddit: true }} onClose={() => undefined} />;
    const router = createMemoryRouter([{ path: '/integrations', element: modal }], {
      initialEntries: ['/integrations'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Integration' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Platform' }), { target: { value: 'reddit' } });
    const integrate = within(dialog).getByRole('button', { name: 'Integrate' });
    integrate.focus();
    fireEvent.click(integrate);
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' })));
    expect(router.state.location.pathname).toBe('/integrations');
  });
});
