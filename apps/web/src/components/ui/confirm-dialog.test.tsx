import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('confirmation dialog', () => {
  it('opens with focus on Cancel, not on the destructive button', async () => {
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Delete Tracker"
        message="Delete this tracker?"
        confirmLabel="Delete"
        danger
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tracker' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});
