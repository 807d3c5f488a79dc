import { type UpdateUserSettingsBody, updateUserSettings } from '@inroad/contracts/user';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey, currentUserQueryOptions } from '../../../lib/current-user.ts';

// What the server reads on the user's clock: the day's goals counted from their midnight (lib/engagement.ts), the
// best hours (./get-best-hours.ts) and the next free slot (the Create area's api). The keys are written out: the
// shell saves settings too (adopting the browser's zone), and importing them would bring the engagement and
// publishing code into its first load.
const zonedQueryKeys = [
  ['engagement', 'counts'],
  ['publications', 'best-hours'],
  ['create', 'next-free-slot'],
] as const;

export function saveUserSettings(body: UpdateUserSettingsBody) {
  // The form shows the failure itself (the server names the invalid field), so no global notice.
  return apiRequest(updateUserSettings, { body, notify: false });
}

/** Saves the user's settings; `quiet` for a change the user did not make by hand (no 'Profile saved'). */
export function useUpdateUserSettings(options: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserSettings,
    onSuccess: (settings) => {
      const previousZone = queryClient.getQueryData(currentUserQueryOptions().queryKey)?.timeZone;
      queryClient.setQueryData(currentUserQueryKey, settings);
      // What the server answered for the old zone is wrong for the new one.
      if (settings.timeZone !== previousZone) {
        for (const queryKey of zonedQueryKeys) void queryClient.invalidateQueries({ queryKey });
      }
      if (!options.quiet) notifications.show({ color: 'green', message: 'Profile saved' });
    },
  });
}
