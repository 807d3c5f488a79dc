import { END_ROW_HEIGHT, LIST_OVERSCAN, POST_ROW_HEIGHT } from '@inroad/contracts/constants';
import type { PostListItem } from '@inroad/contracts/post';
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import classes from './post-list.module.css';
import { PostRow } from './post-row.tsx';

interface PostListProps {
  posts: readonly PostListItem[];
  activeId: string | null;
  checkedIds: ReadonlySet<string>;
  showSummary: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last try at the next page failed: the end row offers another. */
  nextPageFailed: boolean;
  fetchNextPage: () => void;
  /** A row clicked or activated with Enter/Space. */
  onOpen: (id: string) => void;
  /** The arrows moved to another row: its post opens, focus stays in the list. */
  onMove: (id: string) => void;
  onToggleChecked: (id: string) => void;
}

/** The list's id, for the skip link to it. */
export const POST_LIST_ID = 'post-list';

/**
 * When the open post changes while the keyboard is in the list (arrows, j and k) or nowhere (<body>), focus moves
 * to its row, so a screen reader reads the post that opened. The row may mount a frame later (virtual list).
 */
function useRowFocus(scrollRef: RefObject<HTMLDivElement | null>, activeId: string | null) {
  const previous = useRef(activeId);
  useEffect(() => {
    if (previous.current === activeId || !activeId) return;
    previous.current = activeId;
    const list = scrollRef.current;
    const focused = document.activeElement;
    if (!list || (focused && focused !== document.body && !list.contains(focused))) return;
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = list.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(activeId)}"]`);
      if (row) row.focus({ preventScroll: true });
      else if (tries++ < 10) frame = requestAnimationFrame(focusRow);
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [activeId, scrollRef]);
}

function EndRow({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry: () => void }) {
  return (
    <Center h={END_ROW_HEIGHT} px="md">
      {failed && !loading ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            Could not load more posts
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      ) : loading ? (
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
  nextPageFailed,
  fetchNextPage,
  onOpen,
  onMove,
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

  // Not again on its own after a failure: the end row offers the retry, rather than the failing call repeating.
  useEffect(() => {
    if (lastIndex >= posts.length - 1 && hasNextPage && !isFetchingNextPage && !nextPageFailed) fetchNextPage();
  }, [lastIndex, posts.length, hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage]);

  // Keep the open post in view when it changes from the keyboard or the detail pane's buttons.
  const activeIndex = activeId ? posts.findIndex((post) => post.id === activeId) : -1;
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);
  const tabStopIndex = Math.max(activeIndex, 0);
  useRowFocus(scrollRef, activeId);

  // Roving focus: the list is one Tab stop; the arrows (like j and k) open the next or previous post.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
    const target = posts[Number(row?.dataset.index ?? tabStopIndex) + step];
    event.preventDefault();
    if (target) onMove(target.id);
  };

  return (
    <div ref={scrollRef} className={classes.scroller}>
      {/* biome-ignore lint/a11y/useSemanticElements: absolutely placed rows of a virtual list, not a styled list */}
      <div
        role="list"
        aria-label="Posts"
        id={POST_LIST_ID}
        className={classes.list}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
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
                  tabStop={item.index === tabStopIndex}
                  checked={checkedIds.has(post.id)}
                  showSummary={showSummary}
                  onOpen={onOpen}
                  onToggleChecked={onToggleChecked}
                />
              ) : (
                <EndRow
                  loading={isFetchingNextPage || (hasNextPage && !nextPageFailed)}
                  failed={nextPageFailed}
                  onRetry={fetchNextPage}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
