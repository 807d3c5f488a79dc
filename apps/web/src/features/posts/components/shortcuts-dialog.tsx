import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { POST_SHORTCUTS } from '../hooks/use-post-shortcuts.ts';

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Stack gap={8} component="dl" m={0}>
        {POST_SHORTCUTS.map(({ keys, description }) => (
          <Group key={keys} gap="md" wrap="nowrap">
            <Text component="dt" w={40}>
              <Kbd>{keys}</Kbd>
            </Text>
            <Text component="dd" m={0}>
              {description}
            </Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
