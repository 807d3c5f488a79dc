import type { Post } from '@inroad/contracts/post';
import { Anchor, Badge, Box, Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IconArrowBigUp,
  IconExternalLink,
  IconMessageCircle,
  IconShare3,
  IconThumbUp,
} from '../../../components/icons.tsx';
import { countWords, formatShortDate, platformLabel, pluralize } from '../../../lib/format.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { PostContent } from './post-content.tsx';
import { PostMedia } from './post-media.tsx';
import { PostPoster } from './post-poster.tsx';
import { PostTags } from './post-tags.tsx';
import { summaryRepeatsContent } from './post-text.ts';

interface PostCardProps {
  post: Post;
  /** Show the avatar, name and headline (the detail pane shows them in its header instead). */
  showPoster?: boolean;
  onPosterClick?: (post: Post) => void;
  /** Engagement actions (like, comment, the comments panel) go here. */
  footer?: ReactNode;
}

function PostStats({ post }: { post: Post }) {
  const words = countWords(post.platform);
  const stats = [
    { icon: post.platform === 'reddit' ? IconArrowBigUp : IconThumbUp, text: pluralize(post.numLikes, words.likes) },
    { icon: IconMessageCircle, text: pluralize(post.numComments, 'comment') },
    { icon: IconShare3, text: pluralize(post.numShares, words.shares) },
  ];
  return (
    <Group gap="md" c="dimmed">
      {stats.map(({ icon: Icon, text }) => (
        <Group key={text} gap={4} wrap="nowrap">
          <Icon size={16} aria-hidden />
          <Text size="sm">{text}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** The post as the detail pane shows it. */
export function PostCard({ post, showPoster = true, onPosterClick, footer }: PostCardProps) {
  const original = safeHttpUrl(post.postURL);
  return (
    <Stack gap="sm" component="article" aria-label={`Post by ${post.posterName ?? 'unknown author'}`}>
      {showPoster && <PostPoster post={post} onPosterClick={onPosterClick} />}
      <Group gap="xs" justify="space-between">
        <Group gap="xs">
          <Text size="sm" c="dimmed" component="time" dateTime={post.postDate}>
            {formatShortDate(post.postDate)}
          </Text>
          <Badge variant="outline" color="gray" size="sm" tt="none">
            {platformLabel(post.platform)}
          </Badge>
          {post.source && (
            <Text size="sm" c="dimmed" truncate maw={220} title={`Source: ${post.source.name}`}>
              {post.source.name}
            </Text>
          )}
        </Group>
        {original && (
          <Anchor href={original} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              Go to original post
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      <PostTags post={post} />
      {post.aiSummary && !summaryRepeatsContent(post.aiSummary, post.content) && (
        <Box p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {post.aiSummaryEngine === 'local' ? 'Summary (basic)' : 'AI summary'}
          </Text>
          <Text size="sm">{post.aiSummary}</Text>
        </Box>
      )}
      <PostMedia post={post} />
      <PostContent post={post} />
      <PostStats post={post} />
      {footer && (
        <>
          <Divider />
          {footer}
        </>
      )}
    </Stack>
  );
}
