import { Anchor, Button, EmptyState, List, Stack } from '@mantine/core';
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
        {/* The onboarding wizard will open from here; until then the Feeds screen sets sources up. */}
        <Button mt="md" onClick={() => navigate('/feeds')}>
          + Quick Start
        </Button>
      </EmptyState>
    );
  }

  return (
    <EmptyState py="xl" title="No posts found">
      <Stack gap="xs" align="center" mt="sm">
        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>
            <Button variant="subtle" size="compact-sm" px={0} onClick={onResetFilters}>
              Reset filters
            </Button>
          </List.Item>
          <List.Item>
            <Anchor component={Link} to="/feeds" size="sm">
              Add Data Feeds
            </Anchor>
          </List.Item>
          {view !== 'all' && (
            <List.Item>
              <Anchor component={Link} to="/posts?view=all&dateRange=1" size="sm">
                Check the Raw Feed
              </Anchor>
            </List.Item>
          )}
        </List>
      </Stack>
    </EmptyState>
  );
}
