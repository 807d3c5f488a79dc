import { Button, EmptyState } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A Content Topics address whose plan is not there: malformed, deleted, or another account's (which the API answers
 * as not found too). Says so, with the way back to the plans.
 */
export function ContentPlanNotFound({ reason }: { reason: string }) {
  return (
    <EmptyState py="xl" title="Content plan not found" description={reason}>
      <Button component={Link} to="/create/content_plan" variant="default">
        Back to Content Plans
      </Button>
    </EmptyState>
  );
}
