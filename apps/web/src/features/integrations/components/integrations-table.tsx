import { type Integration, type IntegrationStatus, PLATFORM_LABELS } from '@inroad/contracts/integrations';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { DataTable, RowIconAction } from '../../../components/ui/data-table.tsx';

const STATUS_COLORS: Record<IntegrationStatus, string> = { connected: 'green', expired: 'orange', revoked: 'red' };
const STATUS_LABELS: Record<IntegrationStatus, string> = {
  connected: 'Connected',
  expired: 'Expired',
  revoked: 'Revoked',
};

interface IntegrationsTableProps {
  integrations: readonly Integration[];
  onReconnect: (integration: Integration) => void;
  onRemove: (integration: Integration) => void;
}

/** The spec's table: Name, Platform, Status; an expired or revoked integration offers Reconnect. */
export function IntegrationsTable({ integrations, onReconnect, onRemove }: IntegrationsTableProps) {
  return (
    <DataTable
      label="Integrations"
      minWidth={640}
      actionsWidth={180}
      head={
        <>
          <Table.Th>Name</Table.Th>
          <Table.Th>Platform</Table.Th>
          <Table.Th>Status</Table.Th>
        </>
      }
    >
      {integrations.map((integration) => (
        <Table.Tr key={integration.id}>
          <Table.Td>
            <Text size="sm" fw={500}>
              {integration.name}
            </Text>
            {integration.accountName && (
              <Text size="xs" c="dimmed">
                {integration.accountName}
              </Text>
            )}
          </Table.Td>
          <Table.Td>{PLATFORM_LABELS[integration.platform]}</Table.Td>
          <Table.Td>
            <Badge color={STATUS_COLORS[integration.status]} variant="light">
              {STATUS_LABELS[integration.status]}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              {integration.status !== 'connected' && (
                <Button size="xs" variant="light" onClick={() => onReconnect(integration)}>
                  Reconnect
                </Button>
              )}
              <RowIconAction kind="delete" label={`Remove ${integration.name}`} onClick={() => onRemove(integration)} />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
