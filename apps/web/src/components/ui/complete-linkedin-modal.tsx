import { INTEGRATION_MESSAGES } from '@inroad/contracts/integrations';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Dialog } from './dialog.tsx';

/** LinkedIn's sign-in page, where 'Connect' sends the user (the extension acts in that session). */
export const LINKEDIN_SIGN_IN_URL = 'https://www.linkedin.com/login';

/**
 * 'Complete LinkedIn Integration' (spec §2): shown when a LinkedIn publication or action needs the user signed in
 * to LinkedIn; 'Connect' opens the network's site in a new tab.
 */
export function CompleteLinkedInModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={INTEGRATION_MESSAGES.completeLinkedInTitle}>
      <Stack gap="md">
        <Text>{INTEGRATION_MESSAGES.completeLinkedInBody}</Text>
        <Text size="sm" c="dimmed">
          Or connect a LinkedIn integration on the{' '}
          <Anchor component={Link} to="/integrations" size="sm">
            Integrations
          </Anchor>{' '}
          screen to publish through LinkedIn's API.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button component="a" href={LINKEDIN_SIGN_IN_URL} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            Connect
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
