import { getPost as getPostCall } from '@inroad/contracts/post';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { postDetailsQueryKey } from './get-posts.ts';

export function getPost(id: string, signal?: AbortSignal) {
  // An unknown or foreign id (an old link) shows as such in the detail pane, not as an alert.
  return apiRequest(getPostCall, { params: { id }, signal, notify: false });
}

/** One whole post by id: the open post (the list's rows carry only what they show). */
export function getPostQueryOptions(id: string, options: { enabled?: boolean } = {}) {
  return queryOptions({
    queryKey: [...postDetailsQueryKey, id] as const,
    queryFn: ({ signal }) => getPost(id, signal),
    enabled: options.enabled ?? true,
  });
}

export function usePost(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery(getPostQueryOptions(id ?? '', { enabled: id !== null && (options.enabled ?? true) }));
}
