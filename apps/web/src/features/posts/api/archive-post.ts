import { archivePost } from '@inroad/contracts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { postDetailsQueryKey, postListsQueryKey, settleArchivedPosts } from './get-posts.ts';

export interface ArchivePostInput {
  id: string;
  archived: boolean;
  /** 'Hide Posts from this Author': archive this post and hide the author's posts from now on; false stops it. */
  hideAuthor?: boolean;
}

export function setPostArchived({ id, archived, hideAuthor }: ArchivePostInput) {
  // Spec §8: archive and hide failures are logged only.
  return apiRequest(archivePost, {
    body: hideAuthor === undefined ? { id, archived } : { id, archived, hideAuthor },
    notify: false,
  });
}

/**
 * `onMoved` hears the posts that left the lists: the post, and the author's other posts a hiding archived, which
 * leave the list in view only by its refetch (and a post a refetch leaves out may just have moved to a later page).
 */
export function useArchivePost(onMoved: (ids: readonly string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostArchived,
    onSuccess: ({ alsoArchivedIds }, input) => {
      onMoved([input.id, ...alsoArchivedIds]);
      settleArchivedPosts(queryClient, [input.id], input.archived);
      // Hiding an author takes their other posts out of the inbox too (and undoing it brings them back): only the
      // server knows which those are, so the list in view is fetched again and the others are on being shown.
      if (input.hideAuthor !== undefined) {
        void queryClient.invalidateQueries({ queryKey: postListsQueryKey });
        void queryClient.invalidateQueries({ queryKey: postDetailsQueryKey, refetchType: 'none' });
      }
    },
    onError: (error) => console.error('Could not archive the post', error),
  });
}
