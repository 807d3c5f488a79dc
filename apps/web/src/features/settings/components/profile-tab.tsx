import type { UserSettings } from '@inroad/contracts/user';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { ProfileForm } from './profile-form.tsx';

export function ProfileTab() {
  const { data: settings, isPending } = useCurrentUser();
  const [editing, setEditing] = useState(false);

  // Stale data beats an error: a failed background refresh should not hide the profile already shown.
  if (!settings) {
    if (isPending) return <Loader role="status" aria-label="Loading profile" />;
    return <Alert color="red">Your profile could not be loaded. Reload the page to try again.</Alert>;
  }

  return (
    <Stack gap="lg">
      {editing ? (
        <ProfileForm settings={settings} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileDetails settings={settings} />
          <Group>
            <Button variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function ProfileDetails({ settings }: { settings: UserSettings }) {
  const rows = [
    { label: 'First name', value: settings.firstName },
    { label: 'Last name', value: settings.lastName },
    { label: 'Email', value: settings.email },
    { label: 'Time zone', value: settings.timeZone },
  ];
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rows.map((row) => (
        <div key={row.label}>
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {row.value || (
              <Text span c="dimmed" fs="italic">
                Not set
              </Text>
            )}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
