import { createContentGroup, deleteContentGroup, updateContentGroup } from '@inroad/contracts/content-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isExplainedRefusal, reportFailure } from './explained-refusal.ts';
import { contentTopicsQueryKey } from './get-content-topics.ts';
import { afterScheduledPostsRemoved } from './get-next-free-slot.ts';

/** A new topic of the plan (no id), or a renamed one. */
export interface TopicInput {
  id?: number;
  name: string;
}

export function saveContentTopic(contentPlanId: number, { id, name }: TopicInput) {
  return id === undefined
    ? apiRequest(createContentGroup, { body: { contentPlanId, name } })
    : apiRequest(updateContentGroup, { body: { id, name } });
}

export function useSaveContentTopic(contentPlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TopicInput) => saveContentTopic(contentPlanId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentTopicsQueryKey(contentPlanId) }),
    onError: (cause) => console.error('Could not save the content topic', cause),
  });
}

export function removeContentTopic(id: number) {
  return apiRequest(deleteContentGroup, { body: { id }, notify: (error) => !isExplainedRefusal(error) });
}

export function useDeleteContentTopic(contentPlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContentTopic,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentTopicsQueryKey(contentPlanId) }),
        afterScheduledPostsRemoved(queryClient),
      ]),
    onError: (cause) => reportFailure(cause, 'Topic not deleted', 'Could not delete the content topic'),
  });
}
