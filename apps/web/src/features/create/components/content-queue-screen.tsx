import type { Answer } from '@inroad/contracts/create';
import type { Publication } from '@inroad/contracts/publishing';
import { Box, Button, Center, Group, Loader, Paper, SegmentedControl } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IconPlus } from '../../../components/icons.tsx';
import { NoticesWatcher } from '../../../components/notices-watcher.tsx';
import { BestHoursPanel } from '../../../components/ui/best-hours-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { platformLabel } from '../../../lib/format.ts';
import { useDeleteAnswer } from '../api/delete-answer.ts';
import { useBestHours } from '../api/get-best-hours.ts';
import { useUserPosts } from '../api/get-user-posts.ts';
import { useAnswerPublications } from '../api/publications.ts';
import { useTimeZone } from '../hooks/use-time-zone.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import classes from './content-calendar.module.css';
import type { CalendarView } from './content-calendar.tsx';
import { ContentQueueTable } from './content-queue-table.tsx';
import { CreateContentModal } from './create-content-modal.tsx';
import { EditPostModal } from './edit-post-modal.tsx';

// The calendar brings FullCalendar: loaded when a calendar view is first opened.
const ContentCalendar = lazy(() => import('./content-calendar.tsx').then((m) => ({ default: m.ContentCalendar })));

type QueueView = 'table' | CalendarView;
const QUEUE_VIEWS = [
  { value: 'table', label: 'Table' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
] satisfies { value: QueueView; label: string }[];

function queueView(value: string | null): QueueView {
  return value === 'week' || value === 'month' ? value : 'table';
}

/** Beside the calendar: when the user's posts have done best so far. */
function BestHours() {
  const best = useBestHours();
  return (
    <BestHoursPanel
      data={best.data}
      isPending={best.isPending}
      isError={best.isError}
      onRetry={() => void best.refetch()}
    />
  );
}

/**
 * /create/content: every post the user has written, newest first, with its status and time; or (`?view=week`,
 * `?view=month`) the posts with a time on a calendar.
 */
/** The delete question; for a published post it says that the post stays on the network, only Inroad forgets it. */
function deleteQuestion(publication: Publication | undefined): string {
  const question = 'Are you sure you want to delete this post?';
  if (publication?.status !== 'published') return question;
  return `${question} It stays on ${platformLabel(publication.platform)}: deleting it here removes it from Inroad only.`;
}

export function ContentQueueScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = queueView(searchParams.get('view'));
  const timeZone = useTimeZone();
  const posts = useUserPosts();
  const remove = useDeleteAnswer();
  const [creating, setCreating] = useState(false);
  // By id, not by place: the list is read again under an open Edit Post (another tab, a publication that settles).
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Answer | null>(null);
  const list = posts.data ?? [];
  const publications = useAnswerPublications(list);
  const createButton = useRef<HTMLButtonElement>(null);
  const emptyQueueCreateButton = useRef<HTMLButtonElement>(null);
  // The header's Create New Content goes with the last post; the empty queue has its own.
  const rowFocus = useRowFocus({ fallback: () => emptyQueueCreateButton.current ?? createButton.current });

  const selectView = (value: string) =>
    setSearchParams((params) => {
      if (value === 'table') params.delete('view');
      else params.set('view', value);
      return params;
    });

  const body = (
    <QueryListState
      query={posts}
      noun="the content queue"
      empty={{
        title: 'No posts in the queue yet',
        description: 'Plan what to post about, or write a post right away.',
        actions: (
          <Group justify="center" mt="md">
            <Button component={Link} to="/create/content_plan" variant="default">
              Create a Content Plan
            </Button>
            <Button ref={emptyQueueCreateButton} onClick={() => setCreating(true)}>
              Create New Content
            </Button>
          </Group>
        ),
      }}
    >
      {(items) =>
        view === 'table' ? (
          <ContentQueueTable
            posts={items}
            onEdit={(index) => setEditingId(items[index]?.id ?? null)}
            onDelete={(post) => {
              rowFocus.remember();
              setDeleting(post);
            }}
            publications={publications}
          />
        ) : (
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label="Loading the calendar">
                <Loader size="sm" />
              </Center>
            }
          >
            <Group align="flex-start" gap={0} wrap="nowrap">
              <Box flex={1} miw={0}>
                <ContentCalendar
                  posts={items}
                  view={view}
                  timeZone={timeZone}
                  published={publications}
                  onEdit={setEditingId}
                  onShowTable={() => selectView('table')}
                />
              </Box>
              <Box w={250} p="md" className={classes.aside}>
                <BestHours />
              </Box>
            </Group>
          </Suspense>
        )
      }
    </QueryListState>
  );

  return (
    <>
      <PageHeader
        title="Content Queue"
        actions={
          list.length > 0 && (
            <Group gap="sm">
              <SegmentedControl aria-label="Show the queue as" value={view} onChange={selectView} data={QUEUE_VIEWS} />
              <Button
                ref={createButton}
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreating(true)}
              >
                Create New Content
              </Button>
            </Group>
          )
        }
      />
      <Paper withBorder component="section" aria-label="Content queue">
        {body}
      </Paper>
      <NoticesWatcher />
      {creating && <CreateContentModal onClose={() => setCreating(false)} />}
      {editingId !== null && <EditPostModal posts={list} postId={editingId} onClose={() => setEditingId(null)} />}
      <ConfirmDelete
        item={deleting}
        title="Delete post"
        message={deleteQuestion(deleting ? publications.get(deleting.id) : undefined)}
        remove={remove}
        onClose={() => setDeleting(null)}
        rowFocus={rowFocus}
      />
    </>
  );
}
