import { Text, type TextProps } from '@mantine/core';
import { formatClockTime } from '../../lib/format.ts';

/**
 * The queue's pause, wherever queued actions wait on it: until when. Not which network or why: a limit, a security
 * check or a sign-out on LinkedIn or on Reddit all pause the one queue, and the pause's notice names the network and
 * what to do.
 */
export function QueuePausedLine({ until, ...props }: { until: string } & TextProps) {
  return (
    <Text size="xs" c="orange" role="status" {...props}>
      Actions paused until {formatClockTime(until)} to keep your account safe
    </Text>
  );
}
