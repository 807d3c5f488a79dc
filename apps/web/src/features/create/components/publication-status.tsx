import { PLATFORM_LABELS } from '@inroad/contracts/integrations';
import type { Publication, PublicationMetrics, PublicationStatus as Status } from '@inroad/contracts/publishing';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { IconExternalLink } from '../../../components/icons.tsx';
import { CompleteLinkedInModal } from '../../../components/ui/complete-linkedin-modal.tsx';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { countWords, pluralize } from '../../../lib/format.ts';
import { useRetryPublication } from '../api/publications.ts';

const BADGES: Record<Status, { color: string; label: string }> = {
  scheduled: { color: 'green', label: 'Scheduled' },
  publishing: { color: 'blue', label: 'Publishing' },
  published: { color: 'teal', label: 'Published' },
  failed: { color: 'red', label: 'Failed' },
};

export function metricsText(metrics: PublicationMetrics, platform: string): string {
  const words = countWords(platform);
  const parts = [pluralize(metrics.likes, words.likes), pluralize(metrics.comments, 'comment')];
  if (metrics.shares !== null) parts.push(pluralize(metrics.shares, words.shares));
  return parts.join(' · ');
}

/** A queue row's publication: its state, the post's link, the numbers, or the reason with Retry. */
export function PublicationStatus({ publication }: { publication: Publication }) {
  const retry = useRetryPublication();
  const [signIn, setSignIn] = useState(false);
  const badge = BADGES[publication.status];
  const network = PLATFORM_LABELS[publication.platform];
  const reasonId = useId();
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={badge.color} variant="light">
        {badge.label}
      </Badge>
      {publication.status === 'published' && publication.url && (
        <Anchor href={publication.url} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            View on {network}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
      {publication.metrics && (
        <Text size="xs" c="dimmed">
          {metricsText(publication.metrics, publication.platform)}
        </Text>
      )}
      {(publication.status === 'scheduled' || publication.status === 'publishing') && publication.error && (
        <Text size="xs" c="dimmed">
          {publication.error}
        </Text>
      )}
      {publication.status === 'failed' && (
        <>
          {/* Not an alert: a queue opened with failures in it would have them all read out at once. Retry, which is
              what the reason is for, has it as its description. */}
          <Text size="xs" c="red" id={reasonId}>
            {publication.error}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              aria-describedby={publication.error ? reasonId : undefined}
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(publication.id, {
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: 'Error',
                      message: serverMessageOr(error, 'Retry failed'),
                    }),
                })
              }
            >
              Retry
            </Button>
            {publication.needsSignIn && publication.platform === 'linkedin' && (
              <Button size="compact-xs" variant="subtle" onClick={() => setSignIn(true)}>
                Sign in to LinkedIn
              </Button>
            )}
          </Group>
        </>
      )}
      <CompleteLinkedInModal opened={signIn} onClose={() => setSignIn(false)} />
    </Stack>
  );
}
