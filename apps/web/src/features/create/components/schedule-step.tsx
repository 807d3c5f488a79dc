import type { ScheduleChoice } from '@inroad/contracts/create-schedule';
import { Anchor, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useNextFreeSlot } from '../api/get-next-free-slot.ts';
import { type ScheduleInput, scheduledTimeLabel, todayIn } from '../schedule-time.ts';

const CHOICES: { value: ScheduleChoice; label: string; description: string }[] = [
  { value: 'asap', label: 'As soon as possible', description: 'Scheduled to go out next (shown as ASAP).' },
  { value: 'custom_date', label: 'Pick a date and time', description: 'Scheduled for the day and time you choose.' },
  {
    value: 'next_free_slot',
    label: 'Next free slot',
    description: 'The earliest of your weekly posting slots that no other scheduled post holds.',
  },
  { value: 'none', label: 'Save as draft', description: 'Kept in the content queue without a time.' },
];

interface ScheduleStepProps {
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  timeZone: string;
  error: string | null;
}

/** Which time 'Next free slot' would take now, or why there is none, with the way to the slots. */
function NextFreeSlotPreview({ timeZone }: { timeZone: string }) {
  const next = useNextFreeSlot();
  if (next.isPending) return <Text size="sm">Looking for your next free slot…</Text>;
  if (next.isError) return <Text size="sm">Your next free slot is picked when the post is saved.</Text>;
  if (next.data.scheduledTime === null) {
    return (
      <Text size="sm" c="red.8" role="alert">
        No posting slots yet.{' '}
        <Anchor component={Link} to="/settings?tab=posting-slots" size="sm">
          Add weekly posting slots in Settings
        </Anchor>{' '}
        to use the next free slot.
      </Text>
    );
  }
  return (
    <Text size="sm">
      Next free slot: <b>{scheduledTimeLabel(next.data.scheduledTime, 'scheduled', timeZone)}</b>
    </Text>
  );
}

/**
 * When the post goes out: ASAP, a date and time in the user's zone (not before today), the next free posting slot
 * (the server picks it when saving), or not yet (a draft).
 */
export function ScheduleStep({ value, onChange, timeZone, error }: ScheduleStepProps) {
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Schedule"
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice: choice as ScheduleChoice })}
      >
        <Stack gap="xs" mt="xs">
          {CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
          ))}
        </Stack>
      </Radio.Group>
      {value.choice === 'next_free_slot' && (
        <Stack gap={4} pl="xl">
          <NextFreeSlotPreview timeZone={timeZone} />
        </Stack>
      )}
      {value.choice === 'custom_date' && (
        <Stack gap={4} pl="xl">
          <Group align="flex-start" gap="sm">
            <TextInput
              type="date"
              label="Date"
              min={todayIn(timeZone)}
              value={value.date}
              error={error ?? undefined}
              onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
            />
            <TextInput
              type="time"
              label="Time"
              value={value.time}
              onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Time zone: {timeZone} (from your settings)
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
