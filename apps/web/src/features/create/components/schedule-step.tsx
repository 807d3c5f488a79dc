import type { ScheduleChoice } from '@inroad/contracts/create-schedule';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { type ScheduleInput, todayIn } from '../schedule-time.ts';

const CHOICES: { value: ScheduleChoice; label: string; description: string }[] = [
  { value: 'asap', label: 'As soon as possible', description: 'Scheduled to go out next (shown as ASAP).' },
  { value: 'custom_date', label: 'Pick a date and time', description: 'Scheduled for the day and time you choose.' },
  { value: 'none', label: 'Save as draft', description: 'Kept in the content queue without a time.' },
];

interface ScheduleStepProps {
  value: ScheduleInput;
  onChange: (value: ScheduleInput) => void;
  timeZone: string;
  error: string | null;
}

/** When the post goes out: ASAP, a date and time in the user's zone (not before today), or not yet (a draft). */
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
