import { DEFAULT_VIEW } from '@inroad/contracts/constants';
import { VIEWS, type View } from '@inroad/contracts/post';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconChevronDown, IconRefresh } from '../../../components/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ActionMenu } from '../../../components/ui/dropdown.tsx';
import { useFeedRefresh } from '../hooks/use-feed-refresh.ts';
import classes from './feed-refresh-button.module.css';
import { FeedRefreshInfoModal, feedRefreshInfoDismissed } from './feed-refresh-info-modal.tsx';

function viewOf(value: string | null): View {
  return (VIEWS as readonly string[]).includes(value ?? '') ? (value as View) : DEFAULT_VIEW;
}

/**
 * The inbox's refresh split button: a normal refresh, and 'Hard refresh' in its menu after a confirmation.
 * `onFeedsUpdated` reloads the inbox while and after feeds are read.
 */
export function FeedRefreshButton({ onFeedsUpdated }: { onFeedsUpdated: () => void }) {
  const [params] = useSearchParams();
  const [confirmHard, setConfirmHard] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const refresh = useFeedRefresh({
    onFeedsUpdated,
    onStarted: () => {
      if (!feedRefreshInfoDismissed()) setInfoOpen(true);
    },
  });
  const running = refresh.progress?.inProgress === true && refresh.extensionPresent !== false;
  const busy = refresh.starting || running;
  const view = viewOf(params.get('view'));

  return (
    <>
      {/* A split button; the menu is the app's own dropdown, which keeps a positioning engine off the inbox. */}
      <Group gap={0} wrap="nowrap" className={classes.split}>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={refresh.starting}
          disabled={running}
          title={running ? 'Your feeds are being updated' : 'Read your Data Feeds for new posts'}
          onClick={() => refresh.start(view, false)}
        >
          Refresh
        </Button>
        <ActionMenu
          label="Refresh options"
          trigger={(triggerProps) => (
            <Button
              {...triggerProps}
              size="xs"
              variant="default"
              px={6}
              aria-label="More refresh options"
              disabled={busy}
            >
              <IconChevronDown size={14} aria-hidden />
            </Button>
          )}
          items={[{ label: 'Hard refresh', onClick: () => setConfirmHard(true) }]}
        />
      </Group>
      <ConfirmDialog
        opened={confirmHard}
        title="Hard refresh"
        message="A hard refresh reads every active Data Feed again, a month back. It takes 10+ minutes; new posts appear as each feed is read."
        confirmLabel="Start hard refresh"
        onCancel={() => setConfirmHard(false)}
        onConfirm={() => {
          setConfirmHard(false);
          refresh.start(view, true);
        }}
      />
      <FeedRefreshInfoModal opened={infoOpen} onClose={() => setInfoOpen(false)} />
    </>
  );
}
