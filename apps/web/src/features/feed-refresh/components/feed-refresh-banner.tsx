import { processedSourceCount } from '@inroad/contracts/feed-refresh';
import { Alert, Anchor, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pluralize } from '../../../lib/format.ts';
import { extensionRefreshQueryOptions, getFeedRefreshProgressQueryOptions } from '../api/get-feed-refresh-progress.ts';
import { FeedRefreshInfoModal } from './feed-refresh-info-modal.tsx';

/**
 * 'Updating your feeds...' with the feeds processed so far, while a refresh is under way. It reads what the
 * refresh button's polling keeps fresh; it polls nothing itself.
 */
export function FeedRefreshBanner() {
  const progress = useQuery(getFeedRefreshProgressQueryOptions()).data;
  const extension = useQuery(extensionRefreshQueryOptions()).data;
  const [infoOpen, setInfoOpen] = useState(false);
  // Without the extension nothing is being read, whatever waits on the server.
  if (!progress?.inProgress || extension?.present === false) return null;

  const total = progress.totalSourceCount;
  const processed = processedSourceCount(progress);
  return (
    <Alert color="blue" variant="light" role="status" aria-live="polite" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" fw={600}>
              Updating your feeds...
            </Text>
          </Group>
          <Anchor component="button" type="button" size="sm" onClick={() => setInfoOpen(true)}>
            What is happening?
          </Anchor>
        </Group>
        <Text size="sm">
          {processed} of {pluralize(total, 'feed')} processed{progress.hard ? ' (hard refresh: 10+ minutes)' : ''}
        </Text>
        <Progress
          value={total > 0 ? (processed / total) * 100 : 0}
          size="sm"
          aria-label={`${processed} of ${total} feeds processed`}
        />
      </Stack>
      <FeedRefreshInfoModal opened={infoOpen} onClose={() => setInfoOpen(false)} />
    </Alert>
  );
}
