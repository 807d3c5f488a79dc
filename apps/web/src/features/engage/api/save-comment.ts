import { addComment, deleteComment, editComment } from '@inroad/contracts/engage';
import type { Post } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { OnEngaged } from '../../../lib/engage-state.ts';
import { afterEngagement, reportEngageFailure } from '../../../lib/engagement.ts';

export interface SaveCommentInput {
  post: Post;
  text: string;
  /** add: the post has no comment of the user's yet; edit: it has. */
  mode: 'add' | 'edit';
}

export function saveComment({ post, text, mode }: SaveCommentInput) {
  const body = { id: post.id, comment: text.trim() };
  return mode === 'add'
    ? apiRequest(addComment, { body, notify: false })
    : apiRequest(editComment, { body, notify: false });
}

export function useSaveComment(onEngaged: OnEngaged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComment,
    onSuccess: (state, { post }) => {
      onEngaged(post, state);
      afterEngagement(queryClient);
    },
    onError: (error, { mode }) => reportEngageFailure(error, mode === 'add' ? 'add the comment' : 'edit the comment'),
  });
}

export function useDeleteComment(onEngaged: OnEngaged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => apiRequest(deleteComment, { body: { id: post.id }, notify: false }),
    onSuccess: (state, post) => {
      onEngaged(post, state);
      afterEngagement(queryClient);
    },
    onError: (error) => reportEngageFailure(error, 'delete the comment'),
  });
}
