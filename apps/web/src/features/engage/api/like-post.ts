import { likePost, unlikePost } from '@inroad/contracts/engage';
import type { Post } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { afterEngagement, reportEngageFailure } from '../../../lib/engagement.ts';

/** Likes the post, or takes the like back when it is liked. Failures are the caller's to report. */
export function toggleLike(post: Post) {
  const body = { id: post.id };
  return post.liked ? apiRequest(unlikePost, { body, notify: false }) : apiRequest(likePost, { body, notify: false });
}

/**
 * No optimistic update: the liked flag and the count change only once the server has answered (spec engage.md
 * §4), with the count the server holds.
 */
export function useToggleLike(onEngaged: OnEngaged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLike,
    onSuccess: (state, post) => {
      onEngaged(post, state);
      afterEngagement(queryClient);
    },
    onError: (error, post) => reportEngageFailure(error, post.liked ? 'remove the like' : 'like the post'),
  });
}
