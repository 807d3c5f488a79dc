import { Center, Loader, Stack, Text } from '@mantine/core';

export function LoadingScreen() {
  return (
    <Center mih="100vh" role="status">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}
