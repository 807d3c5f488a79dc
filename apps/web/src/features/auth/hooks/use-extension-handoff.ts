import { EXTENSION_STATUS_POLL_MS } from '@inroad/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { confirmSignedInAs, useCurrentUser } from '../../../lib/current-user.ts';
import { askExtension } from '../../../lib/extension-client.ts';
import { requestExtensionSession } from '../api/create-extension-session.ts';

/**
 * Signs the extension in as the signed-in user. The session cookie is HttpOnly, so the server issues the
 * extension a token of its own; log-out ends it. Runs whenever the extension says it has no session, or one of
 * another user (signed in here before): it must work this user's queue, not theirs.
 * 'unconfirmed': the session is no longer `userId`'s (another account signed in from another tab, which the tab
 * then starts over as), or the server could not say; no session is asked for.
 */
export async function handOffToExtension(
  userId: string,
): Promise<'absent' | 'signed-in' | 'unconfirmed' | 'handed-off' | 'refused'> {
  const check = await askExtension({ type: 'check-extension' }, { timeoutMs: 5_000 });
  if (!check?.success) return 'absent';
  // An older extension names no user: its session is taken as this user's, as before.
  if (check.signedIn && (check.userId === undefined || check.userId === userId)) return 'signed-in';
  // The session is issued to whoever the cookie signs in, which may be someone else by now: asked for them, it would
  // be a 30-day session every poll, for a user this tab does not show.
  if (!(await confirmSignedInAs(userId))) return 'unconfirmed';
  const session = await requestExtensionSession();
  const answer = await askExtension({
    type: 'setSession',
    token: session.token,
    apiBase: session.apiBase,
    userId: session.userId,
  });
  return answer?.success ? 'handed-off' : 'refused';
}

export function useExtensionHandoff(): void {
  const user = useCurrentUser();
  const userId = user.data?.id;
  useQuery({
    queryKey: ['extension', 'handoff', userId],
    queryFn: () => handOffToExtension(userId ?? ''),
    enabled: userId !== undefined,
    refetchInterval: EXTENSION_STATUS_POLL_MS,
    retry: false,
  });
}

/** At log-out: the extension forgets the user's token (the server revokes it as well). */
export async function signOutExtension(): Promise<void> {
  await askExtension({ type: 'clearSession' }, { timeoutMs: 2_000 });
}
