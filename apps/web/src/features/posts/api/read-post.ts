import { readPost } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CachedPostChange, cancelRunningPostLists, refetchPostLists, updateCachedPosts } from './get-posts.ts';

export function markPostRead(id: string) {
  // Reading is a side effect of opening a post: a failure is logged, never shown.
  return apiRequest(readPost, { body: { id }, notify: false });
}

export function useReadPost() {
  const queryClient = useQueryClient();
  const setRead =
    (id: string, isRead: boolean): CachedPostChange =>
    (post) =>
      post.id === id ? { ...post, isRead } : post;
  return useMutation({
    mutationFn: markPostRead,
    // A list fetch under way was asked before the read: its answer would put the post back to unread. It is
    // cancelled, and asked again only once the read is stored (asked at once, it would be answered before that).
    onMutate: async (id) => {
      const cancelled = await cancelRunningPostLists(queryClient);
      updateCachedPosts(queryClient, setRead(id, true), { refetchRunning: false });
      return { cancelled };
    },
    onSuccess: (_answer, _id, context) => refetchPostLists(queryClient, context.cancelled),
    // Not stored: the post reads as unread again, as the next list fetch would have it.
    onError: (error, id, context) => {
      console.error('Could not mark the post as read', error);
      updateCachedPosts(queryClient, setRead(id, false));
      if (context) refetchPostLists(queryClient, context.cancelled);
    },
  });
}
