import type { ContentPlan } from '@inroad/contracts/content-plan';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { IconMoodSad, IconPlus } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { useDeleteContentPlan } from '../api/delete-content-plan.ts';
import { useContentPlans } from '../api/get-content-plans.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { ContentPlansTable } from './content-plans-table.tsx';
import { CreateContentPlanModal } from './create-content-plan-modal.tsx';

function NoPlans({ onCreate }: { onCreate: () => void }) {
  return (
    <Stack align="center" gap="sm" py={48}>
      <IconMoodSad size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600}>No content plans yet.</Text>
      <Button onClick={onCreate}>Create a Content Plan</Button>
    </Stack>
  );
}

/** /create/content_plan: the user's plans; a row opens its topics and ideas. */
export function ContentPlanScreen() {
  const plans = useContentPlans();
  const remove = useDeleteContentPlan();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ContentPlan | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const rowFocus = useRowFocus({ fallback: () => createButton.current });
  const open = (plan: ContentPlan) => navigate(`/create/ideas/${plan.id}`);
  const askToDelete = (plan: ContentPlan) => {
    rowFocus.remember();
    setDeleting(plan);
  };

  const body = (
    <QueryListState query={plans} noun="content plans" empty={<NoPlans onCreate={() => setCreating(true)} />}>
      {(items) => <ContentPlansTable plans={items} onOpen={open} onDelete={askToDelete} />}
    </QueryListState>
  );

  return (
    <>
      <PageHeader
        title="Content Plan"
        actions={
          <Button ref={createButton} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            Create New Plan
          </Button>
        }
      />
      <Paper withBorder component="section" aria-label="Content plans">
        {body}
      </Paper>
      {creating && (
        <CreateContentPlanModal
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(`/create/ideas/${id}`)}
        />
      )}
      <ConfirmDelete
        item={deleting}
        title="Delete content plan"
        message="Are you sure you want to delete this content plan?"
        remove={remove}
        onClose={() => setDeleting(null)}
        rowFocus={rowFocus}
      />
    </>
  );
}
