import { INTEGRATION_NAME_MAX, PLATFORM_LABELS, PLATFORMS, type Platform } from '@inroad/contracts/integrations';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid.ts';
import { addIntegrationPath } from '../api/integrations.ts';

interface AddIntegrationModalProps {
  opened: boolean;
  available: Record<Platform, boolean>;
  onClose: () => void;
}

/** Add Integration: a name and a platform; 'Integrate' goes to /integration/add?type={platform}. */
export function AddIntegrationModal({ opened, available, onClose }: AddIntegrationModalProps) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [platform, setPlatform] = useState<Platform | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const ready = platform !== null && available[platform];
  const { formRef, refused } = useFocusFirstInvalid<HTMLDivElement>();

  const integrate = () => {
    if (!name.trim()) {
      setNameError('Name is required');
      refused();
      return;
    }
    if (!platform) return;
    navigate(addIntegrationPath({ platform, name: name.trim() }));
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Add Integration">
      <Stack ref={formRef} gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. My LinkedIn"
          value={name}
          maxLength={INTEGRATION_NAME_MAX}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          data-autofocus
        />
        <NativeSelect
          label="Platform"
          data={[
            { value: '', label: 'Choose a platform', disabled: true },
            ...PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] })),
          ]}
          value={platform ?? ''}
          onChange={(event) => setPlatform((event.currentTarget.value || null) as Platform | null)}
        />
        {platform && !available[platform] && (
          <Text size="sm" c="dimmed">
            {PLATFORM_LABELS[platform]} is not configured on this installation (see below).
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={integrate} disabled={!ready}>
            Integrate
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
