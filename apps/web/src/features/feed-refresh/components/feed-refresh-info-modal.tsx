import { Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** Set once the user asked not to see the explanation after every refresh. */
export const INFO_DISMISSED_KEY = 'inroad.feedRefreshInfoDismissed';

export function feedRefreshInfoDismissed(): boolean {
  try {
    return window.localStorage.getItem(INFO_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** What a feed refresh does, opened when one starts and from the progress banner. */
export function FeedRefreshInfoModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [dontShow, setDontShow] = useState(feedRefreshInfoDismissed);

  const close = () => {
    try {
      if (dontShow) window.localStorage.setItem(INFO_DISMISSED_KEY, '1');
      else window.localStorage.removeItem(INFO_DISMISSED_KEY);
    } catch {
      // Storage refused (private mode): the explanation shows again next time.
    }
    onClose();
  };

  return (
    <Dialog opened={opened} onClose={close} title="Updating your feeds">
      <Stack gap="sm">
        <Text size="sm">
          The Inroad browser extension is reading each of your active Data Feeds on LinkedIn and Reddit, in your own
          browser session, and sends the posts it finds to your inbox.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>New posts appear in the inbox as each feed is read; the list reloads by itself.</List.Item>
          <List.Item>Keep this browser open until the update has finished.</List.Item>
          <List.Item>
            Feeds are read one after another with short pauses, as a person would, to keep your accounts safe.
          </List.Item>
          <List.Item>
            A hard refresh reads a month back instead of the feed's own date range: it takes 10+ minutes.
          </List.Item>
        </List>
        <Checkbox
          label="Don't show this when I refresh"
          checked={dontShow}
          onChange={(event) => setDontShow(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={close} data-autofocus>
            Got it
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
