import { INTEGRATION_SETTINGS, PLATFORM_LABELS, PLATFORMS, type Platform } from '@inroad/contracts/integrations';
import { Alert, Code, List, Text } from '@mantine/core';

/** Names the settings that turn on each network this installation cannot connect yet. */
export function IntegrationsNotConfigured({ available }: { available: Record<Platform, boolean> }) {
  const missing = PLATFORMS.filter((platform) => !available[platform]);
  if (missing.length === 0) return null;
  return (
    <Alert color="gray" variant="light" title="Some networks are not configured" maw={720}>
      <List size="sm" spacing={4}>
        {missing.map((platform) => {
          const [id, secret] = INTEGRATION_SETTINGS[platform];
          return (
            <List.Item key={platform}>
              {PLATFORM_LABELS[platform]}: set <Code>{id}</Code> and <Code>{secret}</Code> on the server, then restart
              Inroad.
            </List.Item>
          );
        })}
      </List>
      <Text size="xs" c="dimmed" mt="xs">
        Register the callback address shown in the README with the network's developer app.
      </Text>
    </Alert>
  );
}
