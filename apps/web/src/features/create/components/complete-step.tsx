import type { SavedAnswer } from '@inroad/contracts/create';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '../../../components/icons.tsx';
import { scheduledTimeLabel } from '../schedule-time.ts';

/** The last step: what was saved and when it goes out. */
export function CompleteStep({
  saved,
  timeZone,
  note,
}: {
  saved: SavedAnswer;
  timeZone: string;
  /** Where it goes, when the user chose somewhere other than LinkedIn. */
  note?: string | null;
}) {
  const post = saved.variant ?? saved.answer;
  let when: string;
  if (post.status === 'draft') when = 'It is saved as a draft in the content queue.';
  else if (post.scheduledTime === null) when = 'It is scheduled to go out as soon as possible.';
  else when = `It is scheduled for ${scheduledTimeLabel(post.scheduledTime, post.status, timeZone)}.`;
  return (
    <Stack align="center" gap="xs" py="md">
      <ThemeIcon color="green" variant="light" size="xl" radius="xl">
        <IconCheck size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{saved.variant ? 'Your post variant is saved.' : 'Your post is saved.'}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {when}
      </Text>
      {note && (
        <Text size="sm" ta="center">
          {note}
        </Text>
      )}
    </Stack>
  );
}
