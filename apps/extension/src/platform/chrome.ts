// The few browser APIs the extension uses, behind small interfaces so everything else runs in tests without a
// browser. Only the functions named chrome* touch the chrome global.

export interface CookieJar {
  /** The cookie's value for that site, or null. */
  get(url: string, name: string): Promise<string | null>;
}

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

export function chromeCookieJar(): CookieJar {
  return {
    async get(url, name) {
      const cookie = await chrome.cookies.get({ url, name });
      return cookie?.value ?? null;
    },
  };
}

export function chromeLocalStore(): KeyValueStore {
  return storeIn(() => chrome.storage.local);
}

/**
 * Kept while the browser runs, across service worker restarts (MV3 stops an idle worker within a minute), and
 * gone when the browser closes.
 */
export function chromeSessionStore(): KeyValueStore {
  return storeIn(() => chrome.storage.session);
}

function storeIn(area: () => chrome.storage.StorageArea): KeyValueStore {
  return {
    async get(key) {
      const items = await area().get(key);
      return items[key];
    },
    async set(key, value) {
      await area().set({ [key]: value });
    },
    async remove(key) {
      await area().remove(key);
    },
  };
}

/** A store in memory, for tests. */
export function memoryStore(initial: Record<string, unknown> = {}): KeyValueStore {
  const items = new Map(Object.entries(initial));
  return {
    async get(key) {
      return items.get(key);
    },
    async set(key, value) {
      items.set(key, value);
    },
    async remove(key) {
      items.delete(key);
    },
  };
}
