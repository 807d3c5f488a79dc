import type { EmailTemplate } from '@inroad/contracts/email-template';
import { ActionIcon, Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { IconPencil, IconPlus, IconTrash } from '../../../components/icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { useEmailTemplates } from '../../../lib/email-templates.ts';
import { DELETE_FAILED, useDeleteTemplate } from '../api/save-email-template.ts';
import { EmailTemplateModal } from './email-template-modal.tsx';

export const BODY_PREVIEW_LENGTH = 100;

/** The body as the list shows it: cut at 100 characters. */
export function bodyPreview(body: string): string {
  return body.length > BODY_PREVIEW_LENGTH ? `${body.slice(0, BODY_PREVIEW_LENGTH)}...` : body;
}

type Editing = { template: EmailTemplate | null } | null;

/** Settings → Email Templates: the list, create and edit in a modal, delete after confirmation. */
export function EmailTemplatesTab() {
  const templates = useEmailTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const rowFocus = useRowFocus({ fallback: () => createButton.current });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        rowFocus.removed();
      },
      onError: (error) => {
        console.error('Could not delete the template', error);
        setDeleting(null);
        rowFocus.restore();
        notifications.show({ id: 'template-delete-failed', color: 'red', title: 'Error', message: DELETE_FAILED });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Templates for e-mails to the people you find in your inbox.
        </Text>
        <Button
          ref={createButton}
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ template: null })}
        >
          Create Template
        </Button>
      </Group>
      {templates.isPending ? (
        <Loader role="status" aria-label="Loading templates" />
      ) : templates.isError ? (
        <Alert color="red" variant="light">
          The templates could not be loaded.
        </Alert>
      ) : templates.data.length === 0 ? (
        <Text c="dimmed">No templates yet. Create one to send e-mails from a poster's profile.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Email templates">
          {templates.data.map((template) => (
            <Paper component="li" key={template.id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} miw={0}>
                  <Text fw={600} truncate title={template.name}>
                    {template.name}
                  </Text>
                  <Text size="sm" truncate title={template.subject}>
                    {template.subject}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {bodyPreview(template.body)}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${template.name}`}
                    onClick={() => setEditing({ template })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${template.name}`}
                    onClick={() => {
                      rowFocus.remember();
                      setDeleting(template);
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {editing && <EmailTemplateModal template={editing.template} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete template"
        message={`Are you sure you want to delete the template "${deleting?.name ?? ''}"?`}
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onCancel={() => {
          setDeleting(null);
          rowFocus.restore();
        }}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
