import { rescheduleAnswer } from '@inroad/contracts/content-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The calendar says itself why a move was refused, so no global notice. */
export function moveAnswer(body: { id: number; scheduledTime: string }) {
  return apiRequest(rescheduleAnswer, { body, notify: false });
}

export function useRescheduleAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveAnswer,
    // Both the queue and the next free slot depend on where posts sit.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['create'] }),
  });
}
