import type { Post } from '@inroad/contracts/post';
import { Button, Group, Text } from '@mantine/core';
import { posterName } from './post-poster.tsx';

/**
 * Says what archiving (the button or 'e') did, with an Undo. The live region is always in the page, so a screen
 * reader hears each change to it.
 */
export function ArchiveStatus({
  last,
  pending,
  onUndo,
}: {
  last: { post: Post; archived: boolean } | null;
  pending: boolean;
  onUndo: () => void;
}) {
  return (
    <div role="status" aria-label="Archiving">
      {last && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">
            Post by {posterName(last.post)} {last.archived ? 'archived' : 'moved back to the inbox'}.
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={onUndo} loading={pending}>
            Undo
          </Button>
        </Group>
      )}
    </div>
  );
}
