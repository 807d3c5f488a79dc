import { type PostingSlot, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@inroad/contracts/posting-slots';
import { Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { BestHoursPanel } from '../../../components/ui/best-hours-panel.tsx';
import { DataTable, RowIconAction } from '../../../components/ui/data-table.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { formatTimeOfDay } from '../../../lib/format.ts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts';
import { useBestHours } from '../api/get-best-hours.ts';
import { useAddPostingSlot, useDeletePostingSlot, usePostingSlots } from '../api/posting-slots.ts';

const WEEKDAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));

type FieldErrors = { weekday?: string; time?: string; form?: string };

/** A server message `field: why` goes beside that field; anything else above the form. */
function errorsOf(error: unknown): FieldErrors {
  const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Could not add the slot';
  const match = /^(weekday|time): (.*)$/.exec(message);
  if (match?.[1] === 'weekday') return { weekday: match[2] };
  if (match?.[1] === 'time') return { time: match[2] };
  return { form: message };
}

function AddSlotForm() {
  const [weekday, setWeekday] = useState<Weekday>('tue');
  const [time, setTime] = useState('09:00');
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddPostingSlot();
  const { formRef, refused } = useFocusFirstInvalid<HTMLFormElement>();

  const refuse = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    refused();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{2}:\d{2}$/.test(time)) return refuse({ time: 'Enter a time' });
    setErrors({});
    add.mutate({ weekday, time }, { onError: (error) => refuse(errorsOf(error)) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Add a posting slot">
      <Group align="flex-start" gap="sm">
        <NativeSelect
          label="Day"
          data={WEEKDAY_OPTIONS}
          value={weekday}
          onChange={(event) => setWeekday(event.currentTarget.value as Weekday)}
          error={errors.weekday}
          w={170}
        />
        <TextInput
          type="time"
          label="Time"
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          error={errors.time}
          w={140}
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          Add slot
        </Button>
      </Group>
      {errors.form && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {errors.form}
        </Text>
      )}
    </form>
  );
}

interface SlotsTableProps {
  slots: readonly PostingSlot[];
  /** The slot whose deletion is under way. */
  removing: number | undefined;
  onRemove: (id: number) => void;
}

function SlotsTable({ slots, removing, onRemove }: SlotsTableProps) {
  return (
    <DataTable
      label="Posting slots"
      maw={480}
      verticalSpacing="xs"
      actionsWidth={60}
      head={
        <>
          <Table.Th>Day</Table.Th>
          <Table.Th>Time</Table.Th>
        </>
      }
    >
      {slots.map((slot) => {
        const time = formatTimeOfDay(slot.time);
        const name = `${WEEKDAY_LABELS[slot.weekday]} ${time}`;
        return (
          <Table.Tr key={slot.id}>
            <Table.Td>{WEEKDAY_LABELS[slot.weekday]}</Table.Td>
            <Table.Td>{time}</Table.Td>
            <Table.Td>
              <RowIconAction
                kind="delete"
                label={`Remove slot ${name}`}
                loading={removing === slot.id}
                onClick={() => onRemove(slot.id)}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

/** Settings → Posting Slots: the weekly times 'Next free slot' schedules posts into. */
export function PostingSlotsTab() {
  const slots = usePostingSlots();
  const timeZone = useCurrentUser().data?.timeZone ?? 'UTC';
  const best = useBestHours();
  const remove = useDeletePostingSlot();
  const heading = useRef<HTMLHeadingElement>(null);
  const rowFocus = useRowFocus({ fallback: () => heading.current });
  // Here, not in the table: the table goes with the last slot, and would not hear how its deletion went.
  const removeSlot = (id: number) => {
    rowFocus.remember();
    remove.mutate(id, { onSuccess: rowFocus.removed, onError: rowFocus.restore });
  };
  return (
    <Paper withBorder p="lg" maw={720}>
      <Stack gap="md">
        <div>
          <Title ref={heading} tabIndex={-1} order={2} size="h4">
            Posting slots
          </Title>
          <Text size="sm" c="dimmed">
            Weekly times you like to post at, in your time zone ({timeZone}). When you schedule a post for the next free
            slot, it takes the earliest of these that no other scheduled post holds.
          </Text>
        </div>
        <AddSlotForm />
        <QueryListState
          query={slots}
          noun="posting slots"
          errorTitle="Could not load your posting slots"
          empty={
            <Text c="dimmed" size="sm">
              No posting slots yet. Add the days and times you like to post, and 'Next free slot' will fill them in
              order.
            </Text>
          }
        >
          {(items) => (
            <SlotsTable
              slots={items}
              removing={remove.isPending ? remove.variables : undefined}
              onRemove={removeSlot}
            />
          )}
        </QueryListState>
        <Paper withBorder p="md" radius="sm" maw={480}>
          <BestHoursPanel
            data={best.data}
            isPending={best.isPending}
            isError={best.isError}
            onRetry={() => void best.refetch()}
          />
        </Paper>
      </Stack>
    </Paper>
  );
}
