import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';

/** Shown while the extension check fails, so the reason nothing refreshes stays visible after the prompt. */
export function ExtensionBanner({ onShowHelp }: { onShowHelp: () => void }) {
  return (
    <Alert color="yellow" icon={<IconPuzzle size={18} aria-hidden />} mb="md" role="status" title="Extension not found">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          The Inroad browser extension is not answering: feeds will not refresh and actions on LinkedIn and Reddit will
          not run until it is installed and enabled.
        </Text>
        <Button size="xs" variant="light" color="yellow" onClick={onShowHelp}>
          Install the extension
        </Button>
      </Group>
    </Alert>
  );
}
