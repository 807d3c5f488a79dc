import { type AppConfig, getAppConfig } from '@inroad/contracts/app-config';
import { EXTENSION_STATUS_POLL_MS } from '@inroad/contracts/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { EXTENSION_BANNER_DISMISSED_KEY, EXTENSION_BYPASS_KEY, ExtensionGate } from './components/extension-gate.tsx';

function appConfig(localDevelopmentHost: boolean): AppConfig {
  return {
    createArea: localDevelopmentHost,
    localDevelopmentHost,
    ai: { engine: 'local' },
    emailFinder: 'builtin',
    billing: false,
    stripePublishableKey: null,
    extensionId: 'id',
  };
}

/** An installed extension that answers the presence check while `present.value` is true. */
function extensionPresence(initially: boolean) {
  const present = { value: initially, checks: 0 };
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: (_id: string, _message: unknown, callback: (r: unknown) => void) => {
        present.checks++;
        const answer = present.value ? { success: true } : undefined;
        void Promise.resolve().then(() => callback(answer));
      },
    },
  });
  return present;
}

const prompt = () => screen.queryByText('Chrome Extension Required');
const bypassButton = () => screen.queryByRole('button', { name: 'Continue without the extension' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

describe('Chrome Extension Required', () => {
  it('prompts with install steps and a banner when the extension is absent, without a bypass off local hosts', async () => {
    fakeApi([[getAppConfig, () => appConfig(false)]]);
    renderWithProviders(<ExtensionGate />);
    expect(await screen.findByText('Chrome Extension Required')).toBeTruthy();
    expect(screen.getAllByText('apps/extension/dist').length).toBeGreaterThan(0);
    expect(screen.getByText('Extension not found')).toBeTruthy();
    expect(bypassButton()).toBeNull();
  });

  it('offers the bypass on a local development host and remembers it for the session', async () => {
    fakeApi([[getAppConfig, () => appConfig(true)]]);
    const view = renderWithProviders(<ExtensionGate />);
    await screen.findByText('Chrome Extension Required');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue without the extension' }));
    expect(prompt()).toBeNull();
    expect(screen.getByText('Extension not found')).toBeTruthy();
    expect(window.sessionStorage.getItem(EXTENSION_BYPASS_KEY)).toBe('1');
    view.unmount();

    renderWithProviders(<ExtensionGate />);
    expect(await screen.findByText('Extension not found')).toBeTruthy();
    expect(prompt()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Install the extension' }));
    expect(await screen.findByText('Chrome Extension Required')).toBeTruthy();
  });

  it('lets the banner be dismissed for the session, keeping the prompt and its way back', async () => {
    fakeApi([[getAppConfig, () => appConfig(false)]]);
    const view = renderWithProviders(<ExtensionGate />);
    const banner = await screen.findByRole('status', { name: 'Extension not found' });
    // One line: the name, why it matters and the way to install; no separate title row.
    expect(banner.querySelector('.mantine-Alert-title')).toBeNull();
    expect(screen.getByRole('button', { name: 'Install the extension' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss for this session' }));
    expect(screen.queryByText('Extension not found')).toBeNull();
    expect(window.sessionStorage.getItem(EXTENSION_BANNER_DISMISSED_KEY)).toBe('1');
    expect(prompt()).not.toBeNull();
    view.unmount();

    // Later in the same session (another screen, a reload): still dismissed; the prompt still comes up.
    renderWithProviders(<ExtensionGate />);
    expect(await screen.findByText('Chrome Extension Required')).toBeTruthy();
    expect(screen.queryByText('Extension not found')).toBeNull();
  });

  it('ignores a stored bypass where the host is not local', async () => {
    window.sessionStorage.setItem(EXTENSION_BYPASS_KEY, '1');
    fakeApi([[getAppConfig, () => appConfig(false)]]);
    renderWithProviders(<ExtensionGate />);
    expect(await screen.findByText('Chrome Extension Required')).toBeTruthy();
  });

  it('holds the prompt back while onboarding has the screen, keeping the banner', async () => {
    fakeApi([[getAppConfig, () => appConfig(false)]]);
    renderWithProviders(<ExtensionGate deferPrompt />);
    expect(await screen.findByText('Extension not found')).toBeTruthy();
    expect(prompt()).toBeNull();
  });

  it('says the check is out until the extension answers, then marks it done', async () => {
    fakeApi([[getAppConfig, () => appConfig(false)]]);
    let answer: (r: unknown) => void = () => {};
    vi.stubGlobal('chrome', {
      runtime: {
        sendMessage: (_id: string, _message: unknown, callback: (r: unknown) => void) => {
          answer = callback;
        },
      },
    });
    const view = renderWithProviders(<ExtensionGate />);
    const check = await screen.findByText('Checking for the extension…');
    expect(check.getAttribute('role')).toBe('status');
    expect(check.getAttribute('data-extension-check')).toBe('running');
    expect(screen.queryByText('Extension not found')).toBeNull();

    act(() => answer({ success: true }));
    await vi.waitFor(() => expect(check.getAttribute('data-extension-check')).toBe('done'));
    expect(screen.queryByText('Checking for the extension…')).toBeNull();
    expect(view.container.querySelector('[data-extension-check="done"]')).toBe(check);
    expect(screen.queryByText('Extension not found')).toBeNull();
    expect(prompt()).toBeNull();
  });

  it('shows nothing while the extension answers, and re-checks every 10 s', async () => {
    vi.useFakeTimers();
    fakeApi([[getAppConfig, () => appConfig(false)]]);
    const presence = extensionPresence(true);
    renderWithProviders(<ExtensionGate />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(presence.checks).toBe(1);
    expect(prompt()).toBeNull();
    expect(screen.queryByText('Extension not found')).toBeNull();

    presence.value = false;
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_STATUS_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(presence.checks).toBe(2);
    expect(screen.queryByText('Extension not found')).not.toBeNull();
    expect(prompt()).not.toBeNull();

    presence.value = true;
    await act(() => vi.advanceTimersByTimeAsync(EXTENSION_STATUS_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(prompt()).toBeNull();
    vi.useRealTimers();
  });
});
