import { rerunTrackerRetroactive } from '@inroad/contracts/tracker';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { trackersQueryKey } from './get-trackers.ts';

/** Runs a tracker over the last N posts again, as many as its stopped run had to look at. */
export function useRerunTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(rerunTrackerRetroactive, { body: { id }, notify: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackersQueryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Could not run the tracker again',
        message: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
      }),
  });
}
