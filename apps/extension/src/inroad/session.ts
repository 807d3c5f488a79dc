import { z } from 'zod';
import type { KeyValueStore } from '../platform/chrome.ts';

// The user's Inroad session, handed over by the web app (setSession): the extension uses it to claim
// instructions and to post raw network answers to the server's formatters.

export const InroadSession = z.object({
  token: z.string().min(1),
  /** The API root, e.g. http://localhost:3000/api. */
  apiBase: z.url(),
  /** Whose session it is; absent in a session kept from before it was recorded. */
  userId: z.string().min(1).optional(),
});
export type InroadSession = z.infer<typeof InroadSession>;

const KEY = 'inroadSession';

export interface SessionStore {
  get(): Promise<InroadSession | null>;
  set(session: InroadSession): Promise<void>;
  clear(): Promise<void>;
  /** Forgets the session only if it is still this token (a newer one handed over meanwhile is kept). */
  clearIf(token: string): Promise<void>;
}

export function createSessionStore(store: KeyValueStore): SessionStore {
  const get = async () => {
    const parsed = InroadSession.safeParse(await store.get(KEY));
    return parsed.success ? parsed.data : null;
  };
  return {
    get,
    async set(session) {
      await store.set(KEY, InroadSession.parse({ ...session, apiBase: session.apiBase.replace(/\/+$/, '') }));
    },
    async clear() {
      await store.remove(KEY);
    },
    async clearIf(token) {
      if ((await get())?.token === token) await store.remove(KEY);
    },
  };
}
