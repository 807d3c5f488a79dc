import type { Notice } from '@inroad/contracts/notice';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { FeedRefreshBanner } from '../../features/feed-refresh/components/feed-refresh-banner.tsx';
import { FeedRefreshButton } from '../../features/feed-refresh/components/feed-refresh-button.tsx';
import {
  markHiddenListsStale,
  postDetailsQueryKey,
  postListsQueryKey,
  updateCachedPostDetails,
} from '../../features/posts/api/get-posts.ts';
import { PostsScreen } from '../../features/posts/components/posts-screen.tsx';
import { applyEngageState, type OnEngaged } from '../../lib/engage-state.ts';

// Engagement code stays out of the inbox's first load: the list renders first, the footer and the notices
// follow in their own chunk, and the profile modal (e-mail, timeline) loads when first opened.
const PostEngageFooter = lazy(() =>
  import('../../features/engage/components/post-engage-footer.tsx').then((m) => ({ default: m.PostEngageFooter })),
);
const NoticesWatcher = lazy(() =>
  import('../../components/notices-watcher.tsx').then((m) => ({ default: m.NoticesWatcher })),
);
const PosterProfileModal = lazy(() =>
  import('../../features/profile/components/poster-profile-modal.tsx').then((m) => ({ default: m.PosterProfileModal })),
);

/** The inbox with the engagement actions plugged into its detail pane. */
export function PostsRoute() {
  const queryClient = useQueryClient();
  const onEngaged = useCallback<OnEngaged>(
    (target, state) => {
      // Engagement shows with the whole post only: list rows do not carry it.
      updateCachedPostDetails(queryClient, (post) => applyEngageState(post, target, state));
      // Lists not in view may now hold the post or not (the 'Previously engaged' filter): fetched when shown.
      markHiddenListsStale(queryClient);
    },
    [queryClient],
  );
  // A notice about a post means the server changed it back (e.g. LinkedIn refused a like): show its real state.
  const onNotices = useCallback(
    (notices: Notice[]) => {
      if (notices.some((notice) => notice.postId)) {
        void queryClient.invalidateQueries({ queryKey: postListsQueryKey });
        void queryClient.invalidateQueries({ queryKey: postDetailsQueryKey });
      }
    },
    [queryClient],
  );

  const onFeedsUpdated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: postListsQueryKey }),
    [queryClient],
  );

  return (
    <>
      <PostsScreen
        slots={{
          headerActions: <FeedRefreshButton onFeedsUpdated={onFeedsUpdated} />,
          listBanner: <FeedRefreshBanner />,
        }}
        renderPostFooter={(post) => (
          <Suspense fallback={null}>
            <PostEngageFooter key={post.id} post={post} onEngaged={onEngaged} />
          </Suspense>
        )}
        renderPosterProfile={(slot) => (
          <Suspense fallback={null}>
            <PosterProfileModal key={slot.post.id} {...slot} onEngaged={onEngaged} />
          </Suspense>
        )}
      />
      <Suspense fallback={null}>
        <NoticesWatcher onNotices={onNotices} />
      </Suspense>
    </>
  );
}
