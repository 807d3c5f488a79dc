import { Alert, Button, Center, EmptyState, Loader } from '@mantine/core';
import { isValidElement, type ReactNode } from 'react';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: readonly T[] | undefined;
  refetch: () => unknown;
}

/** The empty list as a title and description (and buttons under them), or a screen's own element. */
export type EmptyList = { title: string; description?: string; actions?: ReactNode } | ReactNode;

interface QueryListStateProps<T> {
  query: ListQuery<T>;
  /** Plural noun for the loading and error texts: "feeds" → "Loading feeds", "Could not load feeds". */
  noun: string;
  /** The error's title when it is not "Could not load <noun>". */
  errorTitle?: string;
  empty: EmptyList;
  children: (items: readonly T[]) => ReactNode;
}

/** A list screen's body: loading, a retryable error, the empty state, or the list itself. */
export function QueryListState<T>({ query, noun, errorTitle, empty, children }: QueryListStateProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={`Loading ${noun}`}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Alert color="red" title={errorTitle ?? `Could not load ${noun}`} m="md">
        <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.data.length === 0) return <EmptyListState empty={empty} />;
  return <>{children(query.data)}</>;
}

function EmptyListState({ empty }: { empty: EmptyList }) {
  if (isValidElement(empty) || typeof empty !== 'object' || empty === null || !('title' in empty)) {
    return <>{empty as ReactNode}</>;
  }
  return (
    <EmptyState py="xl" title={empty.title} description={empty.description}>
      {empty.actions}
    </EmptyState>
  );
}
