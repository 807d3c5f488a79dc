import type { BestHours } from '@inroad/contracts/publishing';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { formatTimeOfDay, pluralize } from '../../lib/format.ts';

const hourLabel = (hour: number) => formatTimeOfDay(`${hour}:00`);

interface BestHoursPanelProps {
  data: BestHours | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * 'Best posting hours so far': the hours of the day whose published posts drew the most likes, comments and
 * shares per post, from the user's own history. Until an hour has enough posts it says so rather than guess.
 */
export function BestHoursPanel({ data, isPending, isError, onRetry }: BestHoursPanelProps) {
  let body: React.ReactNode;
  if (isPending) {
    body = <Loader role="status" size="xs" aria-label="Loading your best posting hours" />;
  } else if (isError || !data) {
    body = (
      <Alert color="red" p="xs" title="Could not load your best posting hours">
        <Button size="compact-xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  } else if (data.hours.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        Not enough history yet. An hour is ranked once at least {data.minPostsPerHour} of your published posts went out
        in it and their numbers were read back ({pluralize(data.postsWithNumbers, 'post')} with numbers so far).
      </Text>
    );
  } else {
    body = (
      <List type="ordered" spacing={6} size="sm" aria-label="Best posting hours">
        {data.hours.map((entry) => (
          <List.Item key={entry.hour}>
            <Text span fw={600} size="sm">
              {hourLabel(entry.hour)}–{hourLabel((entry.hour + 1) % 24)}
            </Text>
            <Text size="xs" c="dimmed">
              {entry.meanEngagement.toFixed(1)} likes, comments and shares per post · {pluralize(entry.posts, 'post')}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-label="Best posting hours so far">
      <Group gap="xs" justify="space-between">
        <Title order={3} size="h6">
          Best posting hours so far
        </Title>
      </Group>
      {body}
      {data && (
        <Text size="xs" c="dimmed">
          From your own published posts, in {data.timeZone}.
        </Text>
      )}
    </Stack>
  );
}
