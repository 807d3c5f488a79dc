import type { PostStatus } from '@inroad/contracts/create-schedule';
import { Badge } from '@mantine/core';
import { capitalize } from '../../../lib/format.ts';

const COLORS: Partial<Record<PostStatus, string>> = { queued: 'yellow', scheduled: 'green' };

/** Queued yellow, scheduled green, every other status grey (spec §4). */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {capitalize(status)}
    </Badge>
  );
}
