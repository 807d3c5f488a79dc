import { NAME_MAX_LENGTH, type UserSettings } from '@inroad/contracts/user';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useUpdateUserSettings } from '../api/update-user-settings.ts';

interface ProfileFormProps {
  settings: UserSettings;
  onDone: () => void;
}

export function ProfileForm({ settings, onDone }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(settings.firstName);
  const [lastName, setLastName] = useState(settings.lastName);
  const update = useUpdateUserSettings();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ firstName: firstName.trim(), lastName: lastName.trim() }, { onSuccess: onDone });
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
