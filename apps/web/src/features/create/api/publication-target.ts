import { listIntegrations } from '@inroad/contracts/integrations';
import {
  listPublications,
  listSubscribedSubreddits,
  type Publication,
  type SetPublicationTargetBody,
  setPublicationTarget,
} from '@inroad/contracts/publishing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// Where a scheduled post goes: the schedule step and Edit Post read the user's Reddit integrations and their
// subscribed subreddits; Edit Post sets a saved post's target (a new post is saved with it: SaveAnswerBody.target).

/** The user's connected integrations, for the places a post can go. */
export function useConnectedIntegrations() {
  return useQuery({
    queryKey: ['integrations'],
    queryFn: ({ signal }) => apiRequest(listIntegrations, { signal, notify: false }),
    select: (data) => data.integrations.filter((i) => i.status === 'connected'),
  });
}

/** Suggestions for the subreddit field: what the integration's account subscribes to. */
export function useSubscribedSubreddits(integrationId: number | null) {
  return useQuery({
    queryKey: ['integrations', 'subreddits', integrationId],
    queryFn: ({ signal }) =>
      apiRequest(listSubscribedSubreddits, { query: { integrationId: integrationId! }, signal, notify: false }),
    enabled: integrationId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The publication of one answer (where it goes), for Edit Post to show the current choice. */
export function useAnswerPublication(answerId: number) {
  return useQuery({
    queryKey: ['publications'],
    queryFn: ({ signal }) => apiRequest(listPublications, { signal, notify: false }),
    select: (data): Publication | null => data.publications.find((p) => p.answerId === answerId) ?? null,
  });
}

export type PublicationTargetBody = z.input<typeof SetPublicationTargetBody>;

export function useSetPublicationTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form says what went wrong beside the fields, so no global notice.
    mutationFn: (body: PublicationTargetBody) => apiRequest(setPublicationTarget, { body, notify: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['publications'] }),
  });
}
