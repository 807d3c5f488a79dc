import { Group, Text } from '@mantine/core';
import { IconMapPin } from '../../../components/icons.tsx';
import type { ProfileDetails } from '../api/get-profile-details.ts';

/** A count as the user's locale writes it; a missing count is 0. */
export function formatCount(value: number | null | undefined): string {
  return (value ?? 0).toLocaleString();
}

/** The first job's location, then follower and connection counts. */
export function ProfileStats({ details }: { details: ProfileDetails }) {
  const location = details.experience[0]?.jobLocation ?? details.location;
  return (
    <Group gap="lg" c="dimmed">
      {location && (
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm">{location}</Text>
        </Group>
      )}
      <Text size="sm">
        <Text span fw={700} c="var(--mantine-color-text)">
          {formatCount(details.numFollowers)}
        </Text>{' '}
        followers
      </Text>
      <Text size="sm">
        <Text span fw={700} c="var(--mantine-color-text)">
          {formatCount(details.numConnections)}
        </Text>{' '}
        connections
      </Text>
    </Group>
  );
}
