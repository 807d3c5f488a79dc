import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPuzzle } from '../../../components/icons.tsx';

interface ExtensionBannerProps {
  onShowHelp: () => void;
  /** Hides the banner for the rest of the browser session. */
  onDismiss: () => void;
}

/**
 * Shown while the extension check fails, so the reason nothing refreshes stays visible after the prompt. One line
 * on a desktop screen: it sits above every screen and must not push the work below the fold.
 */
export function ExtensionBanner({ onShowHelp, onDismiss }: ExtensionBannerProps) {
  return (
    <Alert
      color="yellow"
      icon={<IconPuzzle size={16} aria-hidden />}
      mb="sm"
      py={6}
      px="sm"
      role="status"
      aria-label="Extension not found"
      withCloseButton
      closeButtonLabel="Dismiss for this session"
      onClose={onDismiss}
      styles={{ icon: { marginTop: 2 }, closeButton: { alignSelf: 'center' } }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" lh={1.4}>
          <Text span fw={700} size="sm">
            Extension not found
          </Text>
          : feeds will not refresh and actions on LinkedIn and Reddit will not run.
        </Text>
        <Button size="compact-xs" variant="light" color="yellow" onClick={onShowHelp} style={{ flexShrink: 0 }}>
          Install the extension
        </Button>
      </Group>
    </Alert>
  );
}
