import type { Tracker } from '@inroad/contracts/tracker';
import { Button, Paper } from '@mantine/core';
import { useState } from 'react';
import { IconPlus } from '../../../components/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useDeleteTracker } from '../api/delete-tracker.ts';
import { useTrackers } from '../api/get-trackers.ts';
import { TrackerDialog } from './tracker-dialog.tsx';
import { TrackersTable } from './trackers-table.tsx';

export function TrackersScreen() {
  const trackers = useTrackers();
  const remove = useDeleteTracker();
  const [dialog, setDialog] = useState<{ open: boolean; tracker: Tracker | null }>({
    open: false,
    tracker: null,
  });
  const [deleting, setDeleting] = useState<Tracker | null>(null);

  return (
    <>
      <PageHeader
        title="Trackers"
        description="Tag the posts that match your keyword and AI rules."
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setDialog({ open: true, tracker: null })}
          >
            Add Tracker
          </Button>
        }
      />
      <Paper withBorder component="section" aria-label="Trackers list">
        <QueryListState
          query={trackers}
          noun="trackers"
          empty={{
            title: 'No trackers yet',
            description: 'A tracker tags the posts its keyword and AI Summary rules match, across all your feeds.',
          }}
        >
          {(items) => (
            <TrackersTable
              trackers={items}
              onEdit={(tracker) => setDialog({ open: true, tracker })}
              onDelete={setDeleting}
            />
          )}
        </QueryListState>
      </Paper>
      <TrackerDialog
        opened={dialog.open}
        tracker={dialog.tracker}
        // The tracker stays set while the dialog closes, so its title does not flip during the transition.
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete tracker"
        message="Are you sure you want to delete this tracker?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
