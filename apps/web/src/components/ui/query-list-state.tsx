import { Alert, Button, Center, EmptyState, Loader } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

interface QueryListStateProps<T> {
  query: ListQuery<T>;
  /** Plural noun for the loading and error texts: "feeds" → "Loading feeds", "Could not load feeds". */
  noun: string;
  empty: { title: string; description?: string };
  children: (items: readonly T[]) => ReactNode;
}

/** A list screen's body: loading, a retryable error, the empty state, or the list itself. */
export function QueryListState<T>({ query, noun, empty, children }: QueryListStateProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-label={`Loading ${noun}`} />
      </Center>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert color="red" title={`Could not load ${noun}`} m="md">
        <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.data.length === 0) return <EmptyState py="xl" title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
}
