import { PostsScreen } from '../../features/posts/components/posts-screen.tsx';

export function PostsRoute() {
  return <PostsScreen />;
}
