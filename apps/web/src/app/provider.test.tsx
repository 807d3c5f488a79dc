import { Anchor, Menu } from '@mantine/core';
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

  it('underlines links, and a menu holds only its items (no focus placeholder among them)', async () => {
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <Anchor href="/posts">Go to the Priority Inbox</Anchor>
        <Menu opened>
          <Menu.Target>
            <button type="button">Actions</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Edit</Menu.Item>
            <Menu.Item>Delete</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </AppProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go to the Priority Inbox' }).getAttribute('data-underline')).toBe(
      'always',
    );
    const menu = await screen.findByRole('menu');
    expect([...menu.children].map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
  });
});
