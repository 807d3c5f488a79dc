import { END_ROW_HEIGHT, LIST_OVERSCAN, POST_ROW_HEIGHT } from '@inroad/contracts/constants';
import type { Post } from '@inroad/contracts/post';
import { Center, Group, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import classes from './post-list.module.css';
import { PostRow } from './post-row.tsx';

interface PostListProps {
  posts: readonly Post[];
  activeId: string | null;
  checkedIds: ReadonlySet<string>;
  showSummary: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onOpen: (id: string) => void;
  onToggleChecked: (id: string) => void;
}

function EndRow({ loading }: { loading: boolean }) {
  return (
    <Center h={END_ROW_HEIGHT} px="md">
      {loading ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            Loading more posts...
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" ta="center">
          No more posts... try picking a different date range or filter set
        </Text>
      )}
    </Center>
  );
}

/** The inbox rows, virtualised; the next page loads as the end of the list scrolls into view. */
export function PostList({
  posts,
  activeId,
  checkedIds,
  showSummary,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  onOpen,
  onToggleChecked,
}: PostListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: posts.length + 1,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (index < posts.length ? POST_ROW_HEIGHT : END_ROW_HEIGHT),
    overscan: LIST_OVERSCAN,
    getItemKey: (index) => posts[index]?.id ?? 'end-of-list',
    // Scrolling renders in React's own time, not synchronously inside each scroll event: a fast scroll
    // otherwise mounts rows in one long task per event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastIndex >= posts.length - 1 && hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [lastIndex, posts.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Keep the open post in view when it changes from the keyboard or the detail pane's buttons.
  const activeIndex = activeId ? posts.findIndex((post) => post.id === activeId) : -1;
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <div ref={scrollRef} className={classes.scroller}>
      {/* biome-ignore lint/a11y/useSemanticElements: absolutely placed rows of a virtual list, not a styled list */}
      <div role="list" aria-label="Posts" className={classes.list} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const post = posts[item.index];
          return (
            // biome-ignore lint/a11y/useSemanticElements: as the list above
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              className={classes.item}
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {post ? (
                <PostRow
                  post={post}
                  active={post.id === activeId}
                  checked={checkedIds.has(post.id)}
                  showSummary={showSummary}
                  onOpen={onOpen}
                  onToggleChecked={onToggleChecked}
                />
              ) : (
                <EndRow loading={hasNextPage || isFetchingNextPage} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
