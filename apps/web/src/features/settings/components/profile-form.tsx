import { NAME_MAX_LENGTH, type UserSettings } from '@inroad/contracts/user';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useUpdateUserSettings } from '../api/update-user-settings.ts';
import { timeZoneChoices } from '../time-zones.ts';

interface ProfileFormProps {
  settings: UserSettings;
  onDone: () => void;
}

export function ProfileForm({ settings, onDone }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(settings.firstName);
  const [lastName, setLastName] = useState(settings.lastName);
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const zones = useMemo(() => timeZoneChoices(settings.timeZone), [settings.timeZone]);
  const update = useUpdateUserSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), timeZone }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Edit profile">
      <Stack gap="md" maw={420}>
        {update.error && (
          <Alert color="red" variant="light" role="alert" title="Your profile was not saved">
            {update.error.message}
          </Alert>
        )}
        <TextInput
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
        />
        <Select
          label="Time zone"
          description="Posting slots, scheduled times and the day's goals follow it"
          data={zones}
          value={timeZone}
          onChange={(value) => value && setTimeZone(value)}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No such time zone"
          limit={100}
        />
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
