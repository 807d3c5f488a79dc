import { Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/ui/dialog.tsx';

interface ExtensionRequiredModalProps {
  opened: boolean;
  /** Only on a local development host: lets the developer use the app without the extension. */
  canBypass: boolean;
  checking: boolean;
  onCheckAgain: () => void;
  onBypass: () => void;
}

/** The install prompt shown while the extension does not answer (spec engage.md §1). */
export function ExtensionRequiredModal({
  opened,
  canBypass,
  checking,
  onCheckAgain,
  onBypass,
}: ExtensionRequiredModalProps) {
  return (
    <Dialog
      opened={opened}
      onClose={canBypass ? onBypass : () => undefined}
      title="Chrome Extension Required"
      withCloseButton={canBypass}
      closeOnClickOutside={false}
      closeOnEscape={canBypass}
      size="lg"
    >
      <Stack gap="sm">
        <Text>
          Inroad works through its browser extension: it reads your feeds and carries out your likes, comments, follows
          and connections inside your own LinkedIn and Reddit session. Install it in Chrome to continue.
        </Text>
        <List type="ordered" spacing="xs">
          <List.Item>
            Build it with <Code>npm run build</Code>; it is written to <Code>apps/extension/dist</Code>.
          </List.Item>
          <List.Item>
            Open <Code>chrome://extensions</Code> and switch on Developer mode.
          </List.Item>
          <List.Item>
            Click Load unpacked and choose the <Code>apps/extension/dist</Code> folder.
          </List.Item>
          <List.Item>Come back to this tab: Inroad notices the extension within a few seconds.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Running Inroad on your own domain? See the section <Code>The browser extension</Code> in Inroad&apos;s{' '}
          <Code>README.md</Code> for building it with your origin.
        </Text>
        <Group justify="flex-end" mt="xs">
          {canBypass && (
            <Button variant="default" onClick={onBypass}>
              Continue without the extension
            </Button>
          )}
          <Button onClick={onCheckAgain} loading={checking}>
            Check again
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
