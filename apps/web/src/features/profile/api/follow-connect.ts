import { connectPoster, followPoster, unfollowPoster, withdrawConnection } from '@inroad/contracts/engage';
import type { Post } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { afterEngagement, reportEngageFailure } from '../../../lib/engagement.ts';

// Follow and connect are queued for the extension, which performs them on LinkedIn. A follow's failure is logged
// only (spec engage.md §8) except the refusals reportEngageFailure shows; connect and withdraw are not in that list,
// so their failures alert as any call's do (a 400 with the server's reason), those refusals aside.

export function toggleFollow(post: Post) {
  const body = { id: post.id };
  return post.followed
    ? apiRequest(unfollowPoster, { body, notify: false })
    : apiRequest(followPoster, { body, notify: false });
}

export type ConnectInput = { post: Post; connect: true; note: string | null } | { post: Post; connect: false };

/** reportEngageFailure shows a cap reached (429) or an action the post does not allow (409); the rest alert here. */
const notifyUnlessRefused = (error: ApiError) => error.status !== 409 && error.status !== 429;

export function setConnection(input: ConnectInput) {
  if (!input.connect) {
    return apiRequest(withdrawConnection, { body: { id: input.post.id }, notify: notifyUnlessRefused });
  }
  const note = input.note?.trim() || null;
  return apiRequest(connectPoster, { body: { id: input.post.id, message: note }, notify: notifyUnlessRefused });
}

export function useToggleFollow(onEngaged: OnEngaged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onSuccess: (state, post) => {
      onEngaged(post, state);
      afterEngagement(queryClient);
    },
    onError: (error, post) => reportEngageFailure(error, post.followed ? 'unfollow' : 'follow'),
  });
}

export function useSetConnection(onEngaged: OnEngaged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConnection,
    onSuccess: (state, { post }) => {
      onEngaged(post, state);
      afterEngagement(queryClient);
    },
    onError: (error, input) => reportEngageFailure(error, input.connect ? 'connect' : 'withdraw the connection'),
  });
}
