import { listUserPosts } from '@inroad/contracts/create';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const userPostsQueryKey = ['create', 'user-posts'] as const;

export function getUserPosts(signal?: AbortSignal) {
  return apiRequest(listUserPosts, { signal });
}

export function getUserPostsQueryOptions() {
  return queryOptions({ queryKey: userPostsQueryKey, queryFn: ({ signal }) => getUserPosts(signal) });
}

export function useUserPosts() {
  return useQuery(getUserPostsQueryOptions());
}
