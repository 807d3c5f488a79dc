import { POST_ROW_HEIGHT } from '@inroad/contracts/constants';
import type { Post } from '@inroad/contracts/post';
import { Avatar, Box, Checkbox, Group, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { formatShortDate } from '../../../lib/format.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { posterName } from './post-poster.tsx';
import { PostTags } from './post-tags.tsx';

interface PostRowProps {
  post: Post;
  active: boolean;
  checked: boolean;
  /** Show the AI summary instead of the post text (when the post has one). */
  showSummary: boolean;
  onOpen: (id: string) => void;
  onToggleChecked: (id: string) => void;
}

/** One inbox row, exactly POST_ROW_HEIGHT tall so the virtual list can place it without measuring. */
export const PostRow = memo(function PostRow({
  post,
  active,
  checked,
  showSummary,
  onOpen,
  onToggleChecked,
}: PostRowProps) {
  const name = posterName(post);
  const text = showSummary && post.aiSummary ? post.aiSummary : post.content;
  return (
    <Group
      h={POST_ROW_HEIGHT}
      px="sm"
      py="xs"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', overflow: 'hidden' }}
    >
      <Checkbox
        mt={4}
        aria-label={`Select post by ${name}`}
        checked={checked}
        onChange={() => onToggleChecked(post.id)}
      />
      <UnstyledButton
        onClick={() => onOpen(post.id)}
        aria-current={active ? 'true' : undefined}
        aria-label={`Open post by ${name}`}
        style={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}
      >
        <Group gap="xs" wrap="nowrap" mb={4}>
          <Avatar src={safeHttpUrl(post.posterImage)} alt="" name={name} color="initials" size={28} />
          <Text fw={post.isRead ? 500 : 800} size="sm" truncate style={{ flex: 1 }}>
            {name}
          </Text>
          {!post.isRead && <Box w={8} h={8} bg="blue" style={{ borderRadius: '50%', flexShrink: 0 }} title="Unread" />}
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatShortDate(post.postDate)}
          </Text>
        </Group>
        {post.posterHeadline && (
          <Text size="xs" c="dimmed" truncate>
            {post.posterHeadline}
          </Text>
        )}
        <Text size="sm" lineClamp={3} mt={2} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Box mt={6}>
          <PostTags post={post} max={4} keywords={false} />
        </Box>
      </UnstyledButton>
    </Group>
  );
});
