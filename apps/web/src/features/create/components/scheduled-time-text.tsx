import type { PostStatus } from '@inroad/contracts/create-schedule';
import { Text } from '@mantine/core';
import { useTimeZone } from '../hooks/use-time-zone.ts';
import { scheduledTimeLabel } from '../schedule-time.ts';

/** A post's scheduled time in the user's zone, 'ASAP', or a dash for a draft without one. */
export function ScheduledTimeText({ scheduledTime, status }: { scheduledTime: string | null; status: PostStatus }) {
  const timeZone = useTimeZone();
  const label = scheduledTimeLabel(scheduledTime, status, timeZone);
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
