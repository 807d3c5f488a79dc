import type { InstructionType } from '@inroad/contracts/instruction-payloads';
import { EXTENSION_LONG_WAIT_SECONDS, type PendingPostAction } from '@inroad/contracts/instructions';
import type { Post } from '@inroad/contracts/post';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { QueuePausedLine } from '../../../components/ui/queue-paused-line.tsx';
import { usePendingInstructions } from '../../../lib/engagement.ts';
import { platformLabel } from '../../../lib/format.ts';

const ACTION_NAMES: Record<InstructionType, string> = {
  fetch_source: 'feed read',
  like: 'like',
  unlike: 'unlike',
  comment: 'comment',
  edit_comment: 'comment edit',
  delete_comment: 'comment deletion',
  follow: 'follow',
  unfollow: 'unfollow',
  connect: 'connection request',
  withdraw_connection: 'invitation withdrawal',
  publish_post: 'post',
  read_post_metrics: 'read of post numbers',
};

function minutes(seconds: number): string {
  const n = Math.floor(seconds / 60);
  if (n < 120) return `${n} minutes`;
  return `${Math.floor(n / 60)} hours`;
}

/** 'Your like has waited 12 minutes…' for the actions past the long-wait threshold, oldest first. */
export function longWaitText(actions: readonly PendingPostAction[], platform: string): string | null {
  const late = actions
    .filter((a) => a.ageSeconds >= EXTENSION_LONG_WAIT_SECONDS)
    .sort((a, b) => b.ageSeconds - a.ageSeconds);
  const oldest = late[0];
  if (!oldest) return null;
  const names = late.map((a) => ACTION_NAMES[a.type]);
  const what =
    names.length === 1 ? `Your ${names[0]} has` : `Your ${names.slice(0, -1).join(', ')} and ${names.at(-1)} have`;
  return `${what} waited ${minutes(oldest.ageSeconds)} for the extension and not happened on ${platformLabel(platform)} yet. Open Inroad in a browser with the extension installed and signed in.`;
}

/**
 * What of this post is queued and not done: '1 waiting for the extension', and plainly when that has lasted
 * long (EXTENSION_LONG_WAIT_SECONDS). Right after acting, before the queue lists the action, any open action
 * shows 'Waiting for the extension'.
 */
export function PostPendingActions({ post, acted }: { post: Post; acted: boolean }) {
  const { data } = usePendingInstructions({ enabled: true });
  if (!data) return null;
  const mine = data.posts.filter((action) => action.postId === post.id);
  if (mine.length === 0 && !(acted && data.count > 0)) return null;
  if (data.pausedUntil) return <QueuePausedLine until={data.pausedUntil} />;
  const late = longWaitText(mine, post.platform);
  return (
    <Stack gap={2} role="status">
      <Group gap={6} wrap="nowrap">
        <Loader size={12} />
        <Text size="xs" c="dimmed" title="Your browser extension performs queued actions on the network shortly">
          {mine.length > 0 ? `${mine.length} waiting for the extension` : 'Waiting for the extension'}
        </Text>
      </Group>
      {late && (
        <Text size="xs" c="orange.8" maw={520}>
          {late}
        </Text>
      )}
    </Stack>
  );
}
