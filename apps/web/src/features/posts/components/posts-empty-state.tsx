import { Anchor, Button, EmptyState, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

interface PostsEmptyStateProps {
  /** The user has no Data Feeds at all: nothing can arrive until one is set up. */
  noSources: boolean;
  view: string;
  onResetFilters: () => void;
}

export function PostsEmptyState({ noSources, view, onResetFilters }: PostsEmptyStateProps) {
  const navigate = useNavigate();

  if (noSources) {
    return (
      <EmptyState
        py="xl"
        title="You don't have any Data Feeds set up yet"
        description="Data Feeds are the LinkedIn and Reddit feeds your inbox is gathered from."
      >
        {/* The onboarding wizard sets up the first Data Feeds. */}
        <Button mt="md" onClick={() => navigate('/posts?view=priority&dateRange=1&onboarding=1')}>
          + Quick Start
        </Button>
      </EmptyState>
    );
  }

  return (
    <EmptyState py="xl" title="No posts found">
      <Stack gap={4} align="center" mt="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
        <li>
          <Button variant="subtle" size="compact-sm" onClick={onResetFilters}>
            Reset filters
          </Button>
        </li>
        <li>
          <Anchor component={Link} to="/feeds" size="sm">
            Add Data Feeds
          </Anchor>
        </li>
        {view !== 'all' && (
          <li>
            <Anchor component={Link} to="/posts?view=all&dateRange=1" size="sm">
              Check the Raw Feed
            </Anchor>
          </li>
        )}
      </Stack>
    </EmptyState>
  );
}
