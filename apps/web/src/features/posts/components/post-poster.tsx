import type { Post, PostListItem } from '@inroad/contracts/post';
import { connectionDepthBucket } from '@inroad/contracts/post-signals';
import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { safeMediaUrl } from '../../../lib/safe-url.ts';

const DEPTH_LABELS = { '1': '1st', '2': '2nd', '3+': '3rd+' } as const;

export function posterName(post: PostListItem): string {
  return post.posterName?.trim() || 'Unknown author';
}

interface PostPosterProps {
  post: Post;
  /** Opens the poster's profile; without it the name is plain text. */
  onPosterClick?: (post: Post) => void;
  size?: 'sm' | 'md';
}

/** Avatar, name (a button that opens the profile), connection depth and headline. */
export function PostPoster({ post, onPosterClick, size = 'md' }: PostPosterProps) {
  const name = posterName(post);
  const depth = connectionDepthBucket(post.connectionDepth);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={safeMediaUrl(post.posterImage)}
        alt={name}
        name={name}
        color="initials"
        size={size === 'md' ? 44 : 36}
      />
      <Box miw={0}>
        <Group gap={4} wrap="nowrap">
          {onPosterClick ? (
            <UnstyledButton onClick={() => onPosterClick(post)} title={`View ${name}'s profile`}>
              <Text fw={700} truncate>
                {name}
              </Text>
            </UnstyledButton>
          ) : (
            <Text fw={700} truncate>
              {name}
            </Text>
          )}
          {depth && (
            <Text component="sup" size="xs" c="dimmed" aria-label={`${DEPTH_LABELS[depth]} connection`}>
              {DEPTH_LABELS[depth]}
            </Text>
          )}
        </Group>
        {post.posterHeadline && (
          <Text size="sm" c="dimmed" lineClamp={size === 'md' ? 2 : 1} title={post.posterHeadline}>
            {post.posterHeadline}
          </Text>
        )}
      </Box>
    </Group>
  );
}
