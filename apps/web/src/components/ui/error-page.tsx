import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;

  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={560}>
        <Title order={1} size="h2">
          Unexpected Application Error!
        </Title>
        {detail && (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: '100%' }}>
            {detail}
          </Code>
        )}
        <Text c="dimmed" ta="center">
          Reloading the page usually helps. If this persists please contact support.
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component="a" href="/posts" variant="default">
            Go to the inbox
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
