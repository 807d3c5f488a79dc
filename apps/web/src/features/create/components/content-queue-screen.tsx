import { Button, EmptyState, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CreateContentModal } from './create-content-modal.tsx';

/** /create/content. Posts are not stored yet, so the queue is always empty; drafts can be written already. */
export function ContentQueueScreen() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader title="Content Queue" />
      <EmptyState title="No posts queued" description="The content queue is not available yet." py="xl">
        <Group justify="center" mt="md">
          <Button component={Link} to="/create/content_plan" variant="default">
            Create a Content Plan
          </Button>
          <Button onClick={() => setCreating(true)}>Create New Content</Button>
        </Group>
      </EmptyState>
      {creating && <CreateContentModal onClose={() => setCreating(false)} />}
    </>
  );
}
