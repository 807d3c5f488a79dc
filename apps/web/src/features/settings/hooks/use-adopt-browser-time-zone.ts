import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useUpdateUserSettings } from '../api/update-user-settings.ts';
import { browserTimeZone } from '../time-zones.ts';

/**
 * A new account starts in UTC; its first visit takes the browser's zone instead, so posting slots, scheduled times
 * and the day's goals follow the user's own clock from the start. Only before the welcome tour is done: later, UTC
 * may be the user's choice (Settings, Profile). A failure leaves UTC, which Settings can change.
 */
export function useAdoptBrowserTimeZone(): void {
  const { data: user } = useCurrentUser();
  const update = useUpdateUserSettings({ quiet: true });
  const tried = useRef(false);
  useEffect(() => {
    if (tried.current || !user || user.metadata.welcomeComplete || user.timeZone !== 'UTC') return;
    const zone = browserTimeZone();
    if (!zone || zone === 'UTC') return;
    tried.current = true;
    update.mutate({ timeZone: zone });
  }, [user, update]);
}
