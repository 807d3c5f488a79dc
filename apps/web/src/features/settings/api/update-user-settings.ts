import { type UpdateUserSettingsBody, updateUserSettings } from '@inroad/contracts/user';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

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
      queryClient.setQueryData(currentUserQueryKey, settings);
      if (!options.quiet) notifications.show({ color: 'green', message: 'Profile saved' });
    },
  });
}
