import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { POST_SHORTCUTS } from '../hooks/use-post-shortcuts.ts';

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useReturnFocus();
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
