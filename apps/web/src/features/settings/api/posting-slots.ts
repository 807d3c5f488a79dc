import {
  type AddPostingSlotBody,
  addPostingSlot,
  deletePostingSlot,
  listPostingSlots,
} from '@inroad/contracts/posting-slots';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const postingSlotsQueryKey = ['user', 'posting-slots'] as const;
/** The schedule step's 'Next free slot' preview depends on the slots. */
const nextFreeSlotQueryKey = ['create', 'next-free-slot'] as const;

export function usePostingSlots() {
  return useQuery({
    queryKey: postingSlotsQueryKey,
    queryFn: ({ signal }) => apiRequest(listPostingSlots, { signal }),
  });
}

function useSlotsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postingSlotsQueryKey }),
      queryClient.invalidateQueries({ queryKey: nextFreeSlotQueryKey }),
    ]);
}

export function useAddPostingSlot() {
  const changed = useSlotsChanged();
  return useMutation({
    // The form shows why a slot was refused beside its fields.
    mutationFn: (body: AddPostingSlotBody) => apiRequest(addPostingSlot, { body, notify: false }),
    onSuccess: changed,
  });
}

export function useDeletePostingSlot() {
  const changed = useSlotsChanged();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deletePostingSlot, { body: { id } }),
    onSuccess: changed,
  });
}
