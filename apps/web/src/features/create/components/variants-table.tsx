import type { Answer } from '@inroad/contracts/create';
import type { Variant } from '@inroad/contracts/create-variant';
import { ActionIcon, Button, Code, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { IconPlus, IconTrash } from '../../../components/icons.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { useDeleteVariant } from '../api/delete-variant.ts';
import { useVariants } from '../api/get-variants.ts';
import { useVariantPublications } from '../api/publications.ts';
import { ClampedText } from './clamped-text.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { MediaPreview } from './media-preview.tsx';
import { PostStatusBadge } from './post-status-badge.tsx';
import { PublicationStatus } from './publication-status.tsx';
import { ScheduledTimeText } from './scheduled-time-text.tsx';

const FORMAT_LABELS = { longform_text: 'Long-form text', shortform_video: 'Short-form video' } as const;

function VariantRow({ variant, onDelete }: { variant: Variant; onDelete: () => void }) {
  const publication = useVariantPublications().get(variant.id);
  return (
    <Table.Tr>
      <Table.Td>
        <Code>{variant.id}</Code>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{FORMAT_LABELS[variant.format]}</Table.Td>
      <Table.Td miw={240}>
        {variant.content.trim() ? (
          <ClampedText text={variant.content} links />
        ) : (
          <Text size="sm" c="dimmed">
            No text
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {variant.mediaUrl ? (
          <MediaPreview url={variant.mediaUrl} label={`media of variant ${variant.id}`} />
        ) : (
          <Text size="sm" c="dimmed">
            None
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {/* Its publication, as the queue shows a post's; its own status before it has one. */}
        {publication ? <PublicationStatus publication={publication} /> : <PostStatusBadge status={variant.status} />}
      </Table.Td>
      <Table.Td>
        <ScheduledTimeText
          scheduledTime={variant.scheduledTime}
          status={variant.status}
          publishedAt={publication?.publishedAt}
        />
      </Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete variant ${variant.id}`} onClick={onDelete}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** An answer's 'Posts': its variants, and the button that writes a new one. */
export function VariantsTable({ answer, onNewVariant }: { answer: Answer; onNewVariant: () => void }) {
  const variants = useVariants(answer.id);
  const remove = useDeleteVariant(answer.id);
  const [deleting, setDeleting] = useState<Variant | null>(null);
  const newVariantButton = useRef<HTMLButtonElement>(null);
  const rowFocus = useRowFocus({ fallback: () => newVariantButton.current });

  let body: ReactNode;
  if (variants.isPending) {
    body = <Loader role="status" size="xs" aria-label="Loading posts" />;
  } else if (variants.isError) {
    body = (
      <Text size="sm" c="red">
        Could not load the posts: {variants.error.message}
      </Text>
    );
  } else if (variants.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        No post variants yet.
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Format</Table.Th>
              <Table.Th>Post</Table.Th>
              <Table.Th>Media</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Scheduled Time</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variants.data.map((variant) => (
              <VariantRow
                key={variant.id}
                variant={variant}
                onDelete={() => {
                  rowFocus.remember();
                  setDeleting(variant);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <section aria-label={`Posts of answer ${answer.id}`}>
      <Group justify="space-between" mb="xs">
        <Title order={4} size="h6">
          Posts
        </Title>
        <Button
          ref={newVariantButton}
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={onNewVariant}
        >
          New Post Variant
        </Button>
      </Group>
      {body}
      <ConfirmDelete
        item={deleting}
        title="Delete variant"
        message="Are you sure you want to delete this variant?"
        remove={remove}
        onClose={() => setDeleting(null)}
        rowFocus={rowFocus}
      />
    </section>
  );
}
