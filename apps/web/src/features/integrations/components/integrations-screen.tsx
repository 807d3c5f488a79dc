import { type Integration, OAUTH_FAILURE } from '@inroad/contracts/integrations';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { IconPlus } from '../../../components/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryListState } from '../../../components/ui/query-list-state.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { serverMessageOr } from '../../../lib/api-errors.ts';
import { addIntegrationPath, useDeleteIntegration, useIntegrations } from '../api/integrations.ts';
import { AddIntegrationModal } from './add-integration-modal.tsx';
import { IntegrationsNotConfigured } from './integrations-not-configured.tsx';
import { IntegrationsTable } from './integrations-table.tsx';

/** /integrations: the user's LinkedIn and Reddit connections, adding, reconnecting and removing them. */
export function IntegrationsScreen() {
  const query = useIntegrations();
  const remove = useDeleteIntegration();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Integration | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const rowFocus = useRowFocus({ fallback: () => addButton.current });
  useCallbackOutcome();
  const available = query.data?.available ?? { linkedin: false, reddit: false };

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        rowFocus.removed();
        notifications.show({
          color: 'green',
          message: 'Integration removed',
          closeButtonProps: { 'aria-label': 'Dismiss' },
        });
      },
      onError: (error) => {
        rowFocus.restore();
        notifications.show({
          color: 'red',
          title: 'Error',
          message: serverMessageOr(error, 'Could not remove it'),
          closeButtonProps: { 'aria-label': 'Dismiss' },
        });
      },
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect LinkedIn and Reddit to publish your scheduled posts."
        actions={
          <Button ref={addButton} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add Integration
          </Button>
        }
      />
      <Stack gap="md">
        {query.data && <IntegrationsNotConfigured available={available} />}
        <QueryListState
          query={{ ...query, data: query.data?.integrations }}
          noun="integrations"
          empty={{ title: 'No integrations yet.', description: 'Add one to publish to LinkedIn or Reddit.' }}
        >
          {(items) => (
            <IntegrationsTable
              integrations={items}
              onReconnect={(integration) =>
                navigate(addIntegrationPath({ platform: integration.platform, id: integration.id }))
              }
              onRemove={(integration) => {
                rowFocus.remember();
                setRemoving(integration);
              }}
            />
          )}
        </QueryListState>
        <Text size="xs" c="dimmed">
          Without a LinkedIn integration, LinkedIn posts go out through the Inroad extension in your own browser
          session.
        </Text>
      </Stack>
      {adding && <AddIntegrationModal opened available={available} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove integration"
        message={removing ? removalMessage(removing) : ''}
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onCancel={() => {
          setRemoving(null);
          rowFocus.restore();
        }}
        onConfirm={confirmRemove}
      />
    </>
  );
}

/**
 * What becomes of the posts scheduled through an integration once it is removed, as the publisher treats a post with
 * none: a LinkedIn post goes out through the extension in the user's own session, a Reddit post fails until another
 * Reddit integration is chosen for it.
 */
function removalMessage(integration: Pick<Integration, 'name' | 'platform'>): string {
  const then =
    integration.platform === 'linkedin'
      ? 'LinkedIn posts scheduled through it will go out through the Inroad extension in your own LinkedIn session instead.'
      : 'Reddit posts scheduled through it will fail until you choose another Reddit integration for them.';
  return `Remove ${integration.name}? ${then}`;
}

/**
 * The reason in the failure cookie the server set on its redirect. It is left to expire (a minute): the address loses
 * its ?connection=failed at once, so a reload does not show the reason again.
 */
function failureMessage(): string {
  const prefix = `${OAUTH_FAILURE.cookie}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return OAUTH_FAILURE.fallbackMessage;
  try {
    return decodeURIComponent(entry.slice(prefix.length)) || OAUTH_FAILURE.fallbackMessage;
  } catch {
    return OAUTH_FAILURE.fallbackMessage;
  }
}

/**
 * The server sends the browser back with ?connected= or ?connection=failed: say how it went, once. The reason for a
 * failure is the server's own (OAUTH_FAILURE's cookie): the address only says that there was one.
 */
function useCallbackOutcome() {
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const failed = params.get('connection') === 'failed';
  useEffect(() => {
    if (!connected && !failed) return;
    // Named close buttons: Mantine's own has no accessible name.
    const closeButtonProps = { 'aria-label': 'Dismiss' };
    if (connected) notifications.show({ color: 'green', message: 'Integration connected', closeButtonProps });
    if (failed) {
      notifications.show({
        color: 'red',
        title: 'Integration not connected',
        message: failureMessage(),
        autoClose: false,
        closeButtonProps,
      });
    }
    setParams(
      (next) => {
        next.delete('connected');
        next.delete('connection');
        return next;
      },
      { replace: true },
    );
  }, [connected, failed, setParams]);
}
