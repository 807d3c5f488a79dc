import { DARK_MODE_STORAGE_KEY } from '@inroad/contracts/constants';
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/**
 * Keeps Mantine's color scheme in localStorage under `darkMode` as 'true'/'false' (the product's key),
 * instead of Mantine's own key. No stored value means 'auto': follow prefers-color-scheme.
 * public/before-app.js applies the same rule before the bundle loads.
 */
export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => readStoredScheme() ?? defaultValue,
    set: (value) => {
      try {
        if (value === 'auto') window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
        else window.localStorage.setItem(DARK_MODE_STORAGE_KEY, value === 'dark' ? 'true' : 'false');
      } catch (error) {
        console.warn('Could not store the dark-mode choice', error);
      }
    },
    subscribe: (onUpdate) => {
      // Another tab changed the choice: follow it.
      onStorage = (event) => {
        if (event.storageArea === window.localStorage && event.key === DARK_MODE_STORAGE_KEY) {
          onUpdate(toScheme(event.newValue) ?? 'auto');
        }
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(DARK_MODE_STORAGE_KEY);
      } catch {
        // Nothing stored that could be cleared.
      }
    },
  };
}

function readStoredScheme(): MantineColorScheme | undefined {
  try {
    return toScheme(window.localStorage.getItem(DARK_MODE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function toScheme(value: string | null): MantineColorScheme | undefined {
  if (value === 'true') return 'dark';
  if (value === 'false') return 'light';
  return undefined;
}
