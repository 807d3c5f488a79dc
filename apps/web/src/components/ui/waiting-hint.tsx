import { Group, Loader, Text } from '@mantine/core';
import { usePendingInstructions } from '../../lib/engagement.ts';
import { QueuePausedLine } from './queue-paused-line.tsx';

/**
 * Shown after the user acted while queued actions still wait for the extension, which performs them in their
 * browser; a paused queue says until when instead.
 */
export function WaitingHint({ enabled }: { enabled: boolean }) {
  const { data } = usePendingInstructions({ enabled });
  if (!enabled || !data || data.count === 0) return null;
  if (data.pausedUntil) return <QueuePausedLine until={data.pausedUntil} />;
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <Loader size={12} />
      <Text size="xs" c="dimmed" title="Your browser extension performs queued actions on the network shortly">
        Waiting for the extension
      </Text>
    </Group>
  );
}
