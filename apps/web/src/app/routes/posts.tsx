import type { Notice } from '@inroad/contracts/notice';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { NoticesWatcher } from '../../components/notices-watcher.tsx';
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

// Engagement code stays out of the inbox's first load: the list renders first, the footer follows in its own
// chunk, and the profile modal (e-mail, timeline) loads when first opened. The notices watcher (~3 kB) is in the
// inbox's own file (build/screen-chunks.ts): a chunk of its own was two more requests on every first load.
const PostEngageFooter = lazy(() =>
  import('../../features/engage/components/post-engage-footer.tsx').then((m) => ({ default: m.PostEngageFooter })),
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
      <NoticesWatcher onNotices={onNotices} />
    </>
  );
}
