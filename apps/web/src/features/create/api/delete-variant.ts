import { deleteVariant } from '@inroad/contracts/create-variant';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isExplainedRefusal, reportFailure } from './explained-refusal.ts';
import { afterScheduledPostsRemoved } from './get-next-free-slot.ts';
import { variantsQueryKey } from './get-variants.ts';

export function removeVariant(id: number) {
  return apiRequest(deleteVariant, { body: { id }, notify: (error) => !isExplainedRefusal(error) });
}

export function useDeleteVariant(contentAnswerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeVariant,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: variantsQueryKey(contentAnswerId) }),
        afterScheduledPostsRemoved(queryClient),
      ]),
    onError: (cause) => reportFailure(cause, 'Variant not deleted', 'Could not delete the variant'),
  });
}
