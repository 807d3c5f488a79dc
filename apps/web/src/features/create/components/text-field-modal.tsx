import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useReturnFocus } from '../../../components/ui/use-return-focus.ts';

interface TextFieldModalProps {
  title: string;
  label: string;
  /** A line under the title saying what the field is for. */
  explanation?: string;
  initialValue: string;
  maxLength: number;
  multiline?: boolean;
  saving: boolean;
  /** Called with the trimmed text, never empty. */
  onSave: (value: string) => void;
  onClose: () => void;
}

/** The topic and idea modals: one text field; Save is disabled while it is empty or saving (spec §5). */
export function TextFieldModal({
  title,
  label,
  explanation,
  initialValue,
  maxLength,
  multiline = false,
  saving,
  onSave,
  onClose,
}: TextFieldModalProps) {
  useReturnFocus();
  const [value, setValue] = useState(initialValue);
  const trimmed = value.trim();
  const Field = multiline ? Textarea : TextInput;
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !saving) onSave(trimmed);
        }}
      >
        <Stack gap="sm">
          {explanation && (
            <Text size="sm" c="dimmed">
              {explanation}
            </Text>
          )}
          <Field
            label={label}
            data-autofocus
            maxLength={maxLength}
            value={value}
            {...(multiline ? { rows: 3 } : {})}
            onChange={(event) => setValue(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
