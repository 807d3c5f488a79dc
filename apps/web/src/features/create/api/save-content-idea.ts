import { createContentIdea, deleteContentIdea, updateContentIdea } from '@inroad/contracts/content-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isExplainedRefusal, reportFailure } from './explained-refusal.ts';
import { contentTopicsQueryKey } from './get-content-topics.ts';
import { afterScheduledPostsRemoved } from './get-next-free-slot.ts';

/** A new idea of a topic, or an edited one. */
export type IdeaInput = { contentGroupId: number; idea: string } | { id: number; idea: string };

export function saveContentIdea(input: IdeaInput) {
  return 'id' in input
    ? apiRequest(updateContentIdea, { body: { id: input.id, idea: input.idea } })
    : apiRequest(createContentIdea, { body: { contentGroupId: input.contentGroupId, idea: input.idea } });
}

export function useSaveContentIdea(contentPlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentIdea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentTopicsQueryKey(contentPlanId) }),
    onError: (cause) => console.error('Could not save the content idea', cause),
  });
}

export function removeContentIdea(id: number) {
  return apiRequest(deleteContentIdea, { body: { id }, notify: (error) => !isExplainedRefusal(error) });
}

export function useDeleteContentIdea(contentPlanId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContentIdea,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentTopicsQueryKey(contentPlanId) }),
        afterScheduledPostsRemoved(queryClient),
      ]),
    onError: (cause) => reportFailure(cause, 'Idea not deleted', 'Could not delete the content idea'),
  });
}
