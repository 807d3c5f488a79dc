import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { DarkModeToggle } from './dark-mode-toggle.tsx';

function systemPrefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('prefers-color-scheme: dark'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function toggle() {
  return screen.getByRole('button', { name: 'Toggle dark mode' });
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('dark mode', () => {
  it('follows the system preference until the user chooses', () => {
    systemPrefersDark(true);
    renderWithProviders(<DarkModeToggle />);
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem('darkMode')).toBeNull();
  });

  it("stores the choice as darkMode 'true'/'false' and applies it", () => {
    systemPrefersDark(false);
    renderWithProviders(<DarkModeToggle />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle());
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(scheme()).toBe('dark');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle());
    expect(window.localStorage.getItem('darkMode')).toBe('false');
    expect(scheme()).toBe('light');
  });

  it('restores a stored choice over the system preference', () => {
    systemPrefersDark(true);
    window.localStorage.setItem('darkMode', 'false');
    renderWithProviders(<DarkModeToggle />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(scheme()).toBe('light');
  });
});
