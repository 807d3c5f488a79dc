import { CONNECT_NOTE_MAX, CONNECT_NOTE_MAX_FREE } from '@inroad/contracts/constants';
import type { EngageQuota } from '@inroad/contracts/engage';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useEngageQuota } from '../../../lib/engagement.ts';

/** The longest note this account may send: 200 characters when it is known to be a free LinkedIn account. */
export function noteLimit(quota: EngageQuota | undefined): number {
  return quota?.linkedinAccount === 'free' ? CONNECT_NOTE_MAX_FREE : CONNECT_NOTE_MAX;
}

/** Notes left in the rolling month when a note cap applies to the account; null when unknown or unlimited. */
export function notesLeft(quota: EngageQuota | undefined): { left: number; limit: number } | null {
  const cap = quota?.caps.find((c) => c.action === 'connect_note' && c.applies);
  return cap ? { left: Math.max(0, cap.limit - cap.used), limit: cap.limit } : null;
}

interface ConnectNoteDialogProps {
  opened: boolean;
  name: string;
  pending: boolean;
  onConnect: (note: string | null) => void;
  onClose: () => void;
}

/** Opened when connecting: an optional note with a counter, 'Connect' or 'Connect without a note'. */
export function ConnectNoteDialog({ opened, name, pending, onConnect, onClose }: ConnectNoteDialogProps) {
  const [note, setNote] = useState('');
  const quota = useEngageQuota({ enabled: opened });
  const max = noteLimit(quota.data);
  const notes = notesLeft(quota.data);
  const length = note.trim().length;
  const tooLong = length > max;
  const noNotesLeft = notes !== null && notes.left === 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add a note to your invitation"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Textarea
          label={`Note to ${name}`}
          description="Optional: say why you would like to connect."
          rows={5}
          value={note}
          error={tooLong ? `A note can be at most ${max} characters` : undefined}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="xs" c={tooLong ? 'red' : 'dimmed'} aria-live="polite">
            {length}/{max}
          </Text>
          {notes && (
            <Text size="xs" c={noNotesLeft ? 'red' : 'dimmed'}>
              {notes.left} of {notes.limit} notes left this month
            </Text>
          )}
        </Group>
        {noNotesLeft && (
          <Text size="sm" c="dimmed">
            No notes left this month on a free LinkedIn account: send the request without a note.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onConnect(null)} loading={pending}>
            Connect without a note
          </Button>
          <Button onClick={() => onConnect(note)} disabled={length === 0 || tooLong || noNotesLeft} loading={pending}>
            Connect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
