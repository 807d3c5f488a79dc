import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { FeedRefreshBanner } from '../../features/feed-refresh/components/feed-refresh-banner.tsx';
import { FeedRefreshButton } from '../../features/feed-refresh/components/feed-refresh-button.tsx';
import { postListsQueryKey } from '../../features/posts/api/get-posts.ts';
import { PostsScreen } from '../../features/posts/components/posts-screen.tsx';

export function PostsRoute() {
  const queryClient = useQueryClient();
  const onFeedsUpdated = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: postListsQueryKey }),
    [queryClient],
  );
  return (
    <PostsScreen
      slots={{
        headerActions: <FeedRefreshButton onFeedsUpdated={onFeedsUpdated} />,
        listBanner: <FeedRefreshBanner />,
      }}
    />
  );
}
