import { type Query, QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Every failed call already shows its catalogue message; retrying would repeat the wait and the alert.
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * After a saved change is written into a cached query: a fetch of it already under way was asked before the change
 * was stored, and its answer would put the old data back. It is cancelled and asked again.
 */
export function refetchIfFetching(queryClient: QueryClient, query: Query | undefined): void {
  if (query?.state.fetchStatus !== 'fetching') return;
  void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }, { cancelRefetch: true });
}
