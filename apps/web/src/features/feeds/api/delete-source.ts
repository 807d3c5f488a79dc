import { deleteSource } from '@inroad/contracts/source';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { sourcesQueryKey } from '../../../lib/sources.ts';

export function removeSource(id: string) {
  return apiRequest(deleteSource, { body: { id }, notify: false });
}

export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesQueryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Error',
        message: serverMessageOr(error, 'An error occurred while deleting the source'),
      }),
  });
}
