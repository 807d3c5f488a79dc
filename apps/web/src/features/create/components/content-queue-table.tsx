import type { Answer } from '@inroad/contracts/create';
import type { Publication } from '@inroad/contracts/publishing';
import { Code, Group, Table, Text } from '@mantine/core';
import { DataTable, RowIconAction } from '../../../components/ui/data-table.tsx';
import { ClampedText } from './clamped-text.tsx';
import { MediaPreview } from './media-preview.tsx';
import { PostStatusBadge } from './post-status-badge.tsx';
import { PublicationStatus } from './publication-status.tsx';
import { ScheduledTimeText } from './scheduled-time-text.tsx';

interface ContentQueueTableProps {
  posts: readonly Answer[];
  onEdit: (index: number) => void;
  onDelete: (post: Answer) => void;
  /** Each answer's publication (where and how it went out), by answer id. */
  publications?: ReadonlyMap<number, Publication>;
}

/** The queue: each post's first three lines (and its media to preview), its status and when it goes out. */
export function ContentQueueTable({ posts, onEdit, onDelete, publications }: ContentQueueTableProps) {
  return (
    <DataTable
      label="Content queue"
      minWidth={860}
      highlightOnHover
      actionsWidth={90}
      head={
        <>
          <Table.Th w={80}>ID</Table.Th>
          <Table.Th>Content</Table.Th>
          {/* Wide enough for 'View on LinkedIn' on one line, and a failure's reason beside Retry. */}
          <Table.Th w={220}>Status</Table.Th>
          <Table.Th w={230}>Scheduled Time</Table.Th>
        </>
      }
    >
      {posts.map((post, index) => (
        <Table.Tr key={post.id}>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <Code>{post.id}</Code>
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            {post.postContent.trim() ? (
              <ClampedText text={post.postContent} moreLabel="...more" lessLabel="...less" links />
            ) : (
              <Text size="sm" c="dimmed">
                No text
              </Text>
            )}
            {post.mediaUrl && <MediaPreview url={post.mediaUrl} label={`media of post ${post.id}`} />}
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            {publications?.get(post.id) ? (
              <PublicationStatus publication={publications.get(post.id)!} />
            ) : (
              <PostStatusBadge status={post.status} />
            )}
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <ScheduledTimeText
              scheduledTime={post.scheduledTime}
              status={post.status}
              publishedAt={publications?.get(post.id)?.publishedAt}
            />
          </Table.Td>
          <Table.Td style={{ verticalAlign: 'top' }}>
            <Group gap={4} wrap="nowrap">
              <RowIconAction kind="edit" label={`Edit post ${post.id}`} onClick={() => onEdit(index)} />
              <RowIconAction kind="delete" label={`Delete post ${post.id}`} onClick={() => onDelete(post)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
