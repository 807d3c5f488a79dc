import type { PostStatus } from '@inroad/contracts/create-schedule';
import { Text } from '@mantine/core';
import { useTimeZone } from '../hooks/use-time-zone.ts';
import { scheduledTimeLabel, wentOutAt } from '../schedule-time.ts';

interface ScheduledTimeTextProps {
  scheduledTime: string | null;
  status: PostStatus;
  /** When its publication went out (ISO), for a post that had no time of its own (ASAP). */
  publishedAt?: string | null;
}

/**
 * A post's scheduled time in the user's zone, 'ASAP', or a dash for a draft without one. An ASAP post that has gone
 * out shows when it did, as the calendar places it.
 */
export function ScheduledTimeText({ scheduledTime, status, publishedAt }: ScheduledTimeTextProps) {
  const timeZone = useTimeZone();
  const wentOut = scheduledTime === null ? wentOutAt(status, publishedAt) : null;
  const label = wentOut
    ? `Published ${scheduledTimeLabel(wentOut, status, timeZone)}`
    : scheduledTimeLabel(scheduledTime, status, timeZone);
  return label ? (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" aria-label="Not scheduled">
      —
    </Text>
  );
}
