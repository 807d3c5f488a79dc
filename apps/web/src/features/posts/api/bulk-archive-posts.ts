import { BULK_ARCHIVE_MAX, type BulkArchiveResponse, bulkArchivePosts } from '@inroad/contracts/post';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { settleArchivedPosts } from './get-posts.ts';

export interface BulkArchiveInput {
  ids: string[];
  archived: boolean;
}

/**
 * The server takes at most BULK_ARCHIVE_MAX ids a call (a whole loaded list can hold more): they go in turns, one
 * after the other. `onStored` hears each turn the server stored, so that a later turn's failure leaves them archived.
 */
export async function setPostsArchived(
  { ids, archived }: BulkArchiveInput,
  onStored: (ids: string[]) => void = () => undefined,
): Promise<BulkArchiveResponse> {
  let count = 0;
  for (let start = 0; start < ids.length; start += BULK_ARCHIVE_MAX) {
    const turn = ids.slice(start, start + BULK_ARCHIVE_MAX);
    count += (await apiRequest(bulkArchivePosts, { body: { ids: turn, archived }, notify: false })).count;
    onStored(turn);
  }
  return { status: 'success', count };
}

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

/** `onMoved` hears the posts that left the lists (see useArchivePost). */
export function useBulkArchivePosts(onMoved: (ids: readonly string[]) => void) {
  const queryClient = useQueryClient();
  const settle = (ids: readonly string[], archived: boolean) => {
    onMoved(ids);
    settleArchivedPosts(queryClient, ids, archived);
  };
  return useMutation({
    mutationFn: async (input: BulkArchiveInput) => {
      const stored: string[] = [];
      try {
        return await setPostsArchived(input, (ids) => stored.push(...ids));
      } catch (error) {
        // The turns before the failed one are stored: those posts leave the lists, as they did on the server.
        if (stored.length > 0) settle(stored, input.archived);
        throw error;
      }
    },
    onSuccess: (_result, input) => settle(input.ids, input.archived),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Error',
        message: `Failed to archive posts: ${failureMessage(error)}`,
      }),
  });
}
