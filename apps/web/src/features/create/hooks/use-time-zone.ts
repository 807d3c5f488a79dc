import { useCurrentUser } from '../../../lib/current-user.ts';
import { resolveTimeZone } from '../schedule-time.ts';

/** The zone scheduled times are shown and entered in: the one in the user's settings. */
export function useTimeZone(): string {
  return resolveTimeZone(useCurrentUser().data?.timeZone);
}
