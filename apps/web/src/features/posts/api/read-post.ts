import { readPost } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateCachedPosts } from './get-posts.ts';

export function markPostRead(id: string) {
  // Reading is a side effect of opening a post: a failure is logged, never shown.
  return apiRequest(readPost, { body: { id }, notify: false });
}

export function useReadPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPostRead,
    onMutate: (id) => updateCachedPosts(queryClient, (post) => (post.id === id ? { ...post, isRead: true } : post)),
    // Not stored: the post reads as unread again, as the next list fetch would have it.
    onError: (error, id) => {
      console.error('Could not mark the post as read', error);
      updateCachedPosts(queryClient, (post) => (post.id === id ? { ...post, isRead: false } : post));
    },
  });
}
