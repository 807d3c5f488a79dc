import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';

describe('app provider', () => {
  it('loads the notification stack with the first notification and shows it, its close button named', async () => {
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <p>screen</p>
      </AppProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      notifications.show({ id: 'provider-test', title: 'Error', message: 'Something went wrong' });
    });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    // Its close button is an icon: named, or a screen reader says only 'button'.
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });
});
