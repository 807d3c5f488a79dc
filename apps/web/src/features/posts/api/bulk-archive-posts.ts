import { bulkArchivePosts } from '@inroad/contracts/post';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { settleArchivedPosts } from './get-posts.ts';

export interface BulkArchiveInput {
  ids: string[];
  archived: boolean;
}

export function setPostsArchived({ ids, archived }: BulkArchiveInput) {
  return apiRequest(bulkArchivePosts, { body: { ids, archived }, notify: false });
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

export function useBulkArchivePosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostsArchived,
    onSuccess: (_result, input) => settleArchivedPosts(queryClient, input.ids, input.archived),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Error',
        message: `Failed to archive posts: ${failureMessage(error)}`,
      }),
  });
}
