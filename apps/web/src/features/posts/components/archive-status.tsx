import { Button, Group, Text } from '@mantine/core';
import { pluralize } from '../../../lib/format.ts';
import type { ArchiveChange } from '../hooks/use-post-navigation.ts';
import { posterName } from './post-poster.tsx';

function describe(change: ArchiveChange): string {
  switch (change.kind) {
    case 'one':
      return `Post by ${posterName(change.post)} ${change.archived ? 'archived' : 'moved back to the inbox'}.`;
    case 'author':
      return `Posts from ${posterName(change.post)} hidden.`;
    case 'author-shown':
      return `Posts from ${posterName(change.post)} will show again.`;
    case 'bulk':
      return `${pluralize(change.ids.length, 'post')} ${change.archived ? 'archived' : 'moved back to the inbox'}.`;
  }
}

/**
 * Says what archiving (the button, 'e', the bulk action, hiding an author) did, with an Undo. The live region is
 * always in the page, so a screen reader hears each change to it.
 */
export function ArchiveStatus({
  last,
  pending,
  onUndo,
}: {
  last: ArchiveChange | null;
  pending: boolean;
  onUndo: () => void;
}) {
  return (
    <div role="status" aria-label="Archiving">
      {last && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{describe(last)}</Text>
          <Button size="compact-sm" variant="subtle" onClick={onUndo} loading={pending}>
            Undo
          </Button>
        </Group>
      )}
    </div>
  );
}
