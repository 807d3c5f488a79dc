import type { FilterData, PostListItem } from '@inroad/contracts/post';
import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { IconRefresh } from '../../../components/icons.tsx';
import type { PostFilters } from '../hooks/post-filters.ts';
import { updatesLabel } from '../hooks/stable-order.ts';
import { BulkBar } from './bulk-bar.tsx';
import { PostFilterBar } from './post-filter-bar.tsx';
import { PostList } from './post-list.tsx';
import { PostSearch } from './post-search.tsx';
import { PostsEmptyState } from './posts-empty-state.tsx';

export interface PostListState {
  posts: readonly PostListItem[];
  total: number | null;
  filterData: FilterData | undefined;
  status: 'pending' | 'error' | 'success';
  /** Some pages are loaded: a later fetch that fails (the next page, a refetch) leaves them in place. */
  loaded: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageFailed: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
  /** Changes to the order or new posts held back so the rows do not move while read. */
  updates: number;
  showUpdates: () => void;
}

interface PostListPanelProps {
  list: PostListState;
  filters: PostFilters;
  activeId: string | null;
  sourceCount: number | null;
  showSummary: boolean;
  selection: { selected: ReadonlySet<string>; toggle: (id: string) => void; toggleAll: () => void };
  bulk: { pending: boolean; archive: () => Promise<unknown> };
  searchRef: Ref<HTMLInputElement>;
  onFiltersChange: (patch: Partial<PostFilters>, options?: { replace?: boolean }) => void;
  onResetFilters: () => void;
  onOpen: (id: string) => void;
  onMove: (id: string) => void;
}

/** The left half of the inbox: search, filters, counts, bulk actions and the post rows. */
export function PostListPanel(props: PostListPanelProps) {
  const { list, filters, selection } = props;

  const body = () => {
    if (list.status === 'pending') {
      return (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">Loading posts...</Text>
          </Group>
        </Center>
      );
    }
    // A failed next page or refetch keeps the loaded rows (the next page's failure shows at the list's end): the
    // list gives way to the error only when nothing could be loaded.
    if (list.status === 'error' && !list.loaded) {
      return (
        <Alert color="red" title="Could not load posts" m="sm">
          <Button size="compact-sm" variant="light" color="red" onClick={list.refetch}>
            Try again
          </Button>
        </Alert>
      );
    }
    if (list.posts.length === 0) {
      return (
        <PostsEmptyState
          noSources={props.sourceCount === 0}
          view={filters.view}
          onResetFilters={props.onResetFilters}
        />
      );
    }
    return (
      <PostList
        posts={list.posts}
        activeId={props.activeId}
        checkedIds={selection.selected}
        showSummary={props.showSummary}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        nextPageFailed={list.nextPageFailed}
        fetchNextPage={list.fetchNextPage}
        onOpen={props.onOpen}
        onMove={props.onMove}
        onToggleChecked={selection.toggle}
      />
    );
  };

  return (
    <Stack gap="sm" miw={0}>
      <PostSearch
        value={filters.q}
        onSearch={(q) => props.onFiltersChange({ q }, { replace: true })}
        inputRef={props.searchRef}
      />
      <PostFilterBar filters={filters} filterData={list.filterData} onChange={props.onFiltersChange} />
      <Group justify="space-between" gap="xs" mih={26}>
        {list.total !== null && (
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {list.posts.length} of {list.total} posts
          </Text>
        )}
        <Box aria-live="polite">
          {list.updates > 0 && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={list.showUpdates}
            >
              {updatesLabel(list.updates)}
            </Button>
          )}
        </Box>
      </Group>
      <Paper withBorder component="section" aria-label="Post list" style={{ overflow: 'hidden' }}>
        <BulkBar
          selectedCount={selection.selected.size}
          loadedCount={list.posts.length}
          archivedList={filters.archived}
          pending={props.bulk.pending}
          onToggleAll={selection.toggleAll}
          onConfirm={props.bulk.archive}
        />
        {body()}
      </Paper>
    </Stack>
  );
}
