import { deleteTracker } from '@inroad/contracts/tracker';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { trackersQueryKey } from './get-trackers.ts';

export function removeTracker(id: string) {
  return apiRequest(deleteTracker, { body: { id }, notify: false });
}

export function useDeleteTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTracker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackersQueryKey }),
    onError: () => notifications.show({ color: 'red', title: 'Error', message: 'Failed to delete tracker' }),
  });
}
