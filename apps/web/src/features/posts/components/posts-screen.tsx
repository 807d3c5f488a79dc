import type { Post } from '@inroad/contracts/post';
import { ActionIcon, Anchor, Chip, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IconKeyboard } from '../../../components/icons.tsx';
import { pluralize } from '../../../lib/format.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { useSources } from '../../../lib/sources.ts';
import { usePosts } from '../api/get-posts.ts';
import { toPostListQuery } from '../hooks/post-filters.ts';
import { usePostFilters } from '../hooks/use-post-filters.ts';
import { type PostListPaging, usePostNavigation } from '../hooks/use-post-navigation.ts';
import { usePostSelection } from '../hooks/use-post-selection.ts';
import { usePostShortcuts } from '../hooks/use-post-shortcuts.ts';
import { useRefetchSkippedPosts } from '../hooks/use-refetch-skipped.ts';
import { useStableOrder } from '../hooks/use-stable-order.ts';
import { ArchiveStatus } from './archive-status.tsx';
import { PostAnnouncer } from './post-announcer.tsx';
import { POST_DETAILS_ID, PostDetailPane } from './post-detail-pane.tsx';
import { POST_LIST_ID } from './post-list.tsx';
import { PostListPanel } from './post-list-panel.tsx';
import { SkipLinks } from './skip-links.tsx';

// Opened from the keyboard now and then: loaded on first use.
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx').then((m) => ({ default: m.ShortcutsDialog })));

const VIEW_TITLES: Record<string, string> = { priority: 'Priority Inbox', all: 'All Posts' };

export interface PosterProfileSlot {
  post: Post;
  onClose: () => void;
  /** The inbox's own 'Hide Posts from this Author' (archives, hides the author, moves on). */
  onHideAuthor: (post: Post) => Promise<unknown> | undefined;
  /** The inbox's own 'Show Posts from this Author' (stops hiding the author, brings the post back). */
  onShowAuthor: (post: Post) => Promise<unknown> | undefined;
}

interface PostsScreenProps {
  /** Engagement actions under the open post (like, comment, the comments panel). */
  renderPostFooter?: (post: Post) => ReactNode;
  /** The poster's profile, opened by clicking the poster's name in the detail pane. */
  renderPosterProfile?: (slot: PosterProfileSlot) => ReactNode;
  /** Beside the title (the feed refresh button), and above the list (its progress banner). */
  slots?: { headerActions?: ReactNode; listBanner?: ReactNode };
}

/** The inbox's split view: list on the left, the selected post's details on the right (half width). */
export function PostsScreen({ renderPostFooter, renderPosterProfile, slots }: PostsScreenProps = {}) {
  const { filters, postId, setFilters, resetFilters, selectPost } = usePostFilters();
  const query = useMemo(() => toPostListQuery(filters), [filters]);
  const listKey = JSON.stringify(query);
  const postsQuery = usePosts(query);
  const sources = useSources();
  const [showSummary, setShowSummary] = useState(false);
  const [shortcutsOpen, shortcuts] = useDisclosure(false);
  const searchRef = useRef<HTMLInputElement>(null);

  const pages = postsQuery.data?.pages;
  const { fetchNextPage: fetchPage, refetch: refetchList } = postsQuery;
  const fetchNextPage = useCallback(() => void fetchPage({ cancelRefetch: false }), [fetchPage]);
  const refetch = useCallback(() => void refetchList(), [refetchList]);
  useRefetchSkippedPosts(postsQuery.data, listKey, postsQuery.isFetching, refetch);
  // The order the user is reading stays put while enrichment and refreshes change the server's.
  const stable = useStableOrder(postsQuery.data, listKey, postsQuery.isFetching, postsQuery.hasNextPage);
  const posts = stable.posts;
  const selection = usePostSelection(posts, listKey);
  const paging: PostListPaging = {
    // The first page's count: a page loaded later carries the count of the first page's time, before archiving.
    total: pages?.[0]?.total ?? null,
    hasNextPage: postsQuery.hasNextPage,
    isFetching: postsQuery.isFetching,
    nextPageFailed: postsQuery.isFetchNextPageError,
    fetchNextPage,
  };
  const nav = usePostNavigation(posts, postId, selectPost, stable.drop, paging);
  // Opening a post from its row takes focus to the post, so Tab reaches its Like and Comment next.
  const [detailsFocus, setDetailsFocus] = useState(0);
  // Moves that leave focus where it was (j/k, the pane's arrows and buttons) have the opened post said aloud.
  const [announceMoves, setAnnounceMoves] = useState(false);
  const [profileId, setProfileId] = useState<string | null>(null);
  // The profile is the open post's author's, from the whole post (list rows carry no profile details); it closes
  // when another post opens.
  const profilePost = profileId !== null && nav.current?.id === profileId ? nav.current : null;

  /** Opens the next or previous post; from inside the detail pane, focus stays in it, on the post that opened. */
  const step = (direction: 1 | -1) => {
    const inPane = document.getElementById(POST_DETAILS_ID)?.contains(document.activeElement) ?? false;
    setAnnounceMoves(true);
    if (direction === 1) nav.next();
    else nav.previous();
    if (inPane) setDetailsFocus((request) => request + 1);
  };

  usePostShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    archive: () => nav.toggleArchive(),
    openOriginal: () => {
      const url = safeHttpUrl(nav.current?.postURL);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    },
    toggleSelect: () => {
      if (nav.current) selection.toggle(nav.current.id);
    },
    focusSearch: () => searchRef.current?.focus(),
    showHelp: shortcuts.open,
  });

  const sourceCount = sources.data?.length ?? null;
  const title = VIEW_TITLES[filters.view] ?? VIEW_TITLES.priority;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="sm" miw={0}>
        <SkipLinks listId={POST_LIST_ID} detailsId={POST_DETAILS_ID} />
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Group gap="sm" wrap="nowrap">
            {slots?.headerActions}
            {sourceCount !== null && (
              <Anchor component={Link} to="/feeds" size="sm">
                {pluralize(sourceCount, 'Data Feed')}
              </Anchor>
            )}
            <Chip size="xs" checked={showSummary} onChange={setShowSummary}>
              AI summary
            </Chip>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Keyboard shortcuts"
              title="Keyboard shortcuts (?)"
              onClick={shortcuts.open}
            >
              <IconKeyboard size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {slots?.listBanner}
        <ArchiveStatus last={nav.lastChange} pending={nav.archivePending} onUndo={nav.undo} />
        <PostListPanel
          list={{
            posts,
            total: paging.total,
            filterData: pages?.[0]?.filterData,
            status: postsQuery.status,
            loaded: postsQuery.data !== undefined,
            hasNextPage: postsQuery.hasNextPage,
            isFetchingNextPage: postsQuery.isFetchingNextPage,
            nextPageFailed: paging.nextPageFailed,
            fetchNextPage,
            refetch,
            updates: stable.updates,
            showUpdates: stable.refresh,
          }}
          filters={filters}
          activeId={postId}
          sourceCount={sourceCount}
          showSummary={showSummary}
          selection={selection}
          bulk={{
            pending: nav.bulkPending,
            archive: () =>
              nav.archiveMany([...selection.selected], !filters.archived).then(selection.clear, () => undefined),
          }}
          searchRef={searchRef}
          onFiltersChange={setFilters}
          onResetFilters={resetFilters}
          onOpen={(id) => {
            setAnnounceMoves(false);
            selectPost(id);
            setDetailsFocus((request) => request + 1);
          }}
          onMove={(id) => {
            setAnnounceMoves(false);
            selectPost(id);
          }}
        />
      </Stack>
      <PostDetailPane
        post={nav.current}
        loading={nav.loading}
        missing={nav.missing}
        search={filters.q}
        index={nav.index}
        count={nav.count}
        hasPrevious={nav.hasPrevious}
        archivePending={nav.archivePending}
        onPrevious={() => {
          setAnnounceMoves(true);
          nav.previous();
        }}
        onNext={() => {
          setAnnounceMoves(true);
          nav.next();
        }}
        onToggleArchive={nav.toggleArchive}
        onHideAuthor={nav.hideAuthor}
        onShowAuthor={(post) => void nav.showAuthor(post)}
        onPosterClick={renderPosterProfile ? (post) => setProfileId(post.id) : undefined}
        renderFooter={renderPostFooter}
        focusRequest={detailsFocus}
        onKeyboardStep={step}
      />
      {/* The row is there at once: the move is said without waiting for the whole post. */}
      <PostAnnouncer post={nav.listed ?? nav.current} index={nav.index} count={nav.count} announce={announceMoves} />
      {profilePost &&
        renderPosterProfile?.({
          post: profilePost,
          onClose: () => setProfileId(null),
          onHideAuthor: nav.hideAuthor,
          onShowAuthor: nav.showAuthor,
        })}
      {shortcutsOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog opened onClose={shortcuts.close} />
        </Suspense>
      )}
    </SimpleGrid>
  );
}
