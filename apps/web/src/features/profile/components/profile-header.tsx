import { HEADLINE_TRUNCATE } from '@inroad/contracts/constants';
import type { Post } from '@inroad/contracts/post';
import { connectionDepthBucket } from '@inroad/contracts/post-signals';
import { ActionIcon, Avatar, Box, Group, Text } from '@mantine/core';
import { IconExternalLink } from '../../../components/icons.tsx';
import { safeHttpUrl, safeMediaUrl } from '../../../lib/safe-url.ts';

const DEPTH_LABELS = { '1': '1st', '2': '2nd', '3+': '3rd+' } as const;

/** The headline cut at 60 characters with an ellipsis; the full text is the title. */
export function truncateHeadline(headline: string): string {
  return headline.length > HEADLINE_TRUNCATE ? `${headline.slice(0, HEADLINE_TRUNCATE).trimEnd()}...` : headline;
}

interface ProfileHeaderProps {
  post: Post;
  /** What the extension read, when it did: fresher than the post. */
  degree: string | null;
  headline: string | null;
}

/** Avatar, name with the connection depth as a superscript, a link to the profile, the headline. */
export function ProfileHeader({ post, degree, headline }: ProfileHeaderProps) {
  const name = post.posterName?.trim() || 'Unknown author';
  const bucket = connectionDepthBucket(degree ?? post.connectionDepth);
  const depth = bucket ? DEPTH_LABELS[bucket] : null;
  const profileUrl = safeHttpUrl(post.posterProfileURL);
  const fullHeadline = headline ?? post.posterHeadline;
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar src={safeMediaUrl(post.posterImage)} alt={name} name={name} color="initials" size={64} />
      <Box miw={0}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="lg" truncate title={name}>
            {name}
          </Text>
          {depth && (
            <Text component="sup" size="xs" c="dimmed" aria-label={`${depth} connection`}>
              {depth}
            </Text>
          )}
          {profileUrl && (
            <ActionIcon
              component="a"
              href={profileUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="sm"
              aria-label="Open profile on the network"
            >
              <IconExternalLink size={14} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {fullHeadline && (
          <Text size="sm" c="dimmed" title={fullHeadline}>
            {truncateHeadline(fullHeadline)}
          </Text>
        )}
      </Box>
    </Group>
  );
}
