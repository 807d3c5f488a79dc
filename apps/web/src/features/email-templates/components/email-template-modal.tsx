import { type EmailTemplate, FIRST_NAME_MACRO } from '@inroad/contracts/email-template';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useDiscardGuard } from '../../../components/ui/use-discard-guard.tsx';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';
import { saveErrorMessage, type TemplateDraft, useSaveTemplate, validateTemplate } from '../api/save-email-template.ts';

interface EmailTemplateModalProps {
  /** The template being edited; null to create one. */
  template: EmailTemplate | null;
  onClose: () => void;
}

/** 'Create Email Template' or 'Edit Email Template': name, subject and body, all required. */
export function EmailTemplateModal({ template, onClose }: EmailTemplateModalProps) {
  useReturnFocus();
  const mode = template ? 'edit' : 'create';
  const [draft, setDraft] = useState<TemplateDraft>(
    template
      ? { id: template.id, name: template.name, subject: template.subject, body: template.body }
      : { name: '', subject: '', body: '' },
  );
  const [initial] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTemplate();
  const guard = useDiscardGuard({
    dirty: JSON.stringify(draft) !== JSON.stringify(initial),
    // Closed mid-save, the template would be saved unseen, though the user chose to lose it.
    busy: save.isPending,
    title: 'Discard your changes?',
    message: 'What you entered for this template is lost.',
    onDiscard: onClose,
  });
  const field = (key: 'name' | 'subject' | 'body') => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    const invalid = validateTemplate(draft, mode);
    setError(invalid);
    if (invalid) return;
    save.mutate(
      { draft, mode },
      {
        onSuccess: onClose,
        onError: (cause) => {
          console.error('Could not save the template', cause);
          setError(saveErrorMessage(cause));
        },
      },
    );
  };

  return (
    <Modal
      opened
      title={mode === 'edit' ? 'Edit Email Template' : 'Create Email Template'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      {...guard.modalProps}
    >
      {/* Our own check gives the spec's message, not the browser's tooltip. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Name" required value={draft.name} onChange={(e) => field('name')(e.currentTarget.value)} />
          <TextInput
            label="Subject"
            required
            value={draft.subject}
            onChange={(e) => field('subject')(e.currentTarget.value)}
          />
          <Textarea
            label="Body"
            required
            rows={10}
            value={draft.body}
            onChange={(e) => field('body')(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            Write {FIRST_NAME_MACRO} where the recipient's first name should go, in the subject or the body.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {mode === 'edit' ? 'Save Changes' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.dialog}
    </Modal>
  );
}
