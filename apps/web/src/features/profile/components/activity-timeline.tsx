import type { TimelineEntry, TimelineType } from '@inroad/contracts/profile';
import { Anchor, Box, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { formatShortDate } from '../../../lib/format.ts';
import { safeHttpUrl } from '../../../lib/safe-url.ts';
import { useTimeline } from '../api/get-timeline.ts';

export const NO_ENGAGEMENT = "You haven't engaged with this person yet";

/** Every type the server sends has its sentence, so no raw type name reaches the screen. */
const TYPE_TEXT: Record<TimelineType, string> = {
  follow: 'Started following this person',
  like: 'Liked post',
  comment: 'Commented on post',
  email: 'Emailed person',
  connect: 'Sent a connection request',
};

export function timelineText(type: TimelineType): string {
  return TYPE_TEXT[type];
}

function Entry({ entry }: { entry: TimelineEntry }) {
  const url = safeHttpUrl(entry.postURL);
  return (
    <Box component="li">
      <Text size="xs" c="dimmed" component="time" dateTime={entry.date}>
        {formatShortDate(entry.date)}
      </Text>
      <Text size="sm">{timelineText(entry.type)}</Text>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs" lineClamp={1}>
          {entry.postSlug || 'View post'}
        </Anchor>
      ) : (
        entry.postSlug && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {entry.postSlug}
          </Text>
        )
      )}
      {entry.comment && (
        <Text size="xs" fs="italic" style={{ overflowWrap: 'anywhere' }}>
          “{entry.comment}”
        </Text>
      )}
    </Box>
  );
}

/** What the user has done with this person, newest first, in a list at most 200 px high. */
export function ActivityTimeline({ posterEntityId }: { posterEntityId: string | null }) {
  const timeline = useTimeline(posterEntityId);
  if (posterEntityId !== null && timeline.isPending)
    return <Loader role="status" size="sm" aria-label="Loading activity" />;
  const entries = timeline.data ?? [];
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NO_ENGAGEMENT}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={200} type="auto">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Activity Timeline">
        {entries.map((entry) => (
          <Entry key={`${entry.date}:${entry.type}`} entry={entry} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
