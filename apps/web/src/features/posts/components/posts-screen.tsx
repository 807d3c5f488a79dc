import { EmptyState, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';

const VIEW_TITLES: Record<string, string> = { priority: 'Priority Inbox', all: 'All Posts' };

/** The inbox's split view: list on the left, the selected post's details on the right (half width). */
export function PostsScreen() {
  const [searchParams] = useSearchParams();
  const title = VIEW_TITLES[searchParams.get('view') ?? ''] ?? VIEW_TITLES.priority;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="md" miw={0}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper withBorder p="md" aria-label="Posts" component="section">
          <EmptyState title="No posts found" py="xl" />
        </Paper>
      </Stack>
      <Paper withBorder p="md" aria-label="Post details" component="section" mih={240}>
        <EmptyState title="Select a post to view details" py="xl" />
      </Paper>
    </SimpleGrid>
  );
}
