import { type Source, setSourceActive } from '@inroad/contracts/source';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { refetchIfFetching } from '../../../lib/query-client.ts';
import { sourcesQueryKey } from '../../../lib/sources.ts';

export function updateSourceActive({ id, active }: { id: string; active: boolean }) {
  return apiRequest(setSourceActive, { body: { id, active }, notify: false });
}

export function useSetSourceActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSourceActive,
    // The answer is the updated source: put it in place without refetching the list.
    onSuccess: (saved) => {
      queryClient.setQueryData<Source[]>(sourcesQueryKey, (sources) =>
        sources?.map((source) => (source.id === saved.id ? saved : source)),
      );
      refetchIfFetching(queryClient, queryClient.getQueryCache().find({ queryKey: sourcesQueryKey, exact: true }));
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Error',
        message: serverMessageOr(error, 'An error occurred while updating the source status'),
      }),
  });
}
