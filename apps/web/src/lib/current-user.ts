import { getUserSettings } from '@inroad/contracts/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';

/**
 * The signed-in user's settings. Its success is the authentication state (the session cookie is HttpOnly),
 * so the shell, the login page and the settings screen share this one query.
 */
export const currentUserQueryKey = ['user', 'settings'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    // Failure is handled by the caller (redirect to /login), not by the global error notification.
    queryFn: ({ signal }) => apiRequest(getUserSettings, { notify: false, redirectOnUnauthorized: false, signal }),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Starts the app over as the user signed in now, or at the login page when no one is (null). */
type AccountSwitchHandler = (signedInUserId: string | null) => void;

let accountSwitchHandler: AccountSwitchHandler | null = null;

/**
 * Signing in to another account elsewhere in the browser (a login link opened in another tab) replaces the session
 * cookie, and this tab is not told: none of its requests fails, its cache stays the earlier user's, and all it sends
 * from then on runs as the new one. The app registers here how it starts over as whoever is signed in now.
 */
export function setAccountSwitchHandler(handler: AccountSwitchHandler | null): void {
  accountSwitchHandler = handler;
}

/**
 * Asks the server, past the cache, whether the session is still `userId`'s. When it is another user's, or no one's,
 * the app starts over as them. A failed question (offline, the server busy) confirms nothing and switches nothing.
 */
export async function confirmSignedInAs(userId: string): Promise<boolean> {
  let signedInUserId: string | null;
  try {
    signedInUserId = (await apiRequest(getUserSettings, { notify: false, redirectOnUnauthorized: false })).id;
  } catch (error) {
    if (!(error instanceof ApiError && error.kind === 'unauthorized')) return false;
    signedInUserId = null;
  }
  if (signedInUserId === userId) return true;
  accountSwitchHandler?.(signedInUserId);
  return false;
}
