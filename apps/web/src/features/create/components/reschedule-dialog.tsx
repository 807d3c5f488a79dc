import type { Answer } from '@inroad/contracts/create';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRescheduleAnswer } from '../api/reschedule-answer.ts';
import { refusalMessage, typedTime } from '../calendar-events.ts';
import { scheduledTimeLabel, scheduledTimeToZoned, todayIn } from '../schedule-time.ts';

interface RescheduleDialogProps {
  post: Answer;
  timeZone: string;
  onClose: () => void;
  /** Opens Edit Post instead, for the text. */
  onEdit: () => void;
}

/**
 * The keyboard's way to move a post on the calendar (dragging needs a mouse): a date and a time on the user's
 * clock, not in the past. Enter on a focused calendar event opens it.
 */
export function RescheduleDialog({ post, timeZone, onClose, onEdit }: RescheduleDialogProps) {
  useReturnFocus();
  const current = post.scheduledTime ? scheduledTimeToZoned(post.scheduledTime, timeZone) : null;
  const [date, setDate] = useState(current?.date ?? todayIn(timeZone));
  const [time, setTime] = useState(current?.time ?? '09:00');
  const [error, setError] = useState<string | null>(null);
  const reschedule = useRescheduleAnswer();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = typedTime(date, time, timeZone);
    if (!target.ok) return setError(target.message);
    setError(null);
    reschedule.mutate(
      { id: post.id, scheduledTime: target.scheduledTime },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: `Post moved to ${scheduledTimeLabel(target.scheduledTime, 'scheduled', timeZone)}`,
          });
          onClose();
        },
        onError: (failure) => setError(refusalMessage(failure instanceof ApiError ? failure.serverMessage : undefined)),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Reschedule post" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm" lineClamp={2}>
            {post.postContent}
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              type="date"
              label="Date"
              min={todayIn(timeZone)}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              data-autofocus
            />
            <TextInput type="time" label="Time" value={time} onChange={(event) => setTime(event.currentTarget.value)} />
          </Group>
          <Text size="xs" c="dimmed">
            Time zone: {timeZone} (from your settings)
          </Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={onEdit}>
              Edit post
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={reschedule.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={reschedule.isPending}>
                Move post
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
