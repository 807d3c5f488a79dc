import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface TextListEditorProps {
  label: string;
  /** What one entry is called, e.g. 'Tag': used in 'Add Tag' and each field's accessible name. */
  itemLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  /** When set, blank entries show this message with a red border (after the first save attempt). */
  blankError?: string | null;
}

/** An editable list of short texts (tags, keywords) with add and remove. */
export function TextListEditor({ label, itemLabel, values, onChange, placeholder, blankError }: TextListEditorProps) {
  const lower = itemLabel.toLowerCase();
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  // A field added with 'Add …' is where the user types next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an entry has been added
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const fields = listRef.current?.querySelectorAll('input');
    fields?.[fields.length - 1]?.focus();
  }, [values.length]);

  return (
    <Input.Wrapper label={label} labelElement="div">
      <Stack gap="xs" mt={4} ref={listRef}>
        {values.map((value, index) => (
          // Entries have no identity besides their position, and reordering is not offered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`${itemLabel} ${index + 1}`}
              placeholder={placeholder}
              value={value}
              onChange={(event) => onChange(values.map((v, i) => (i === index ? event.currentTarget.value : v)))}
              error={blankError && value.trim() === '' ? blankError : undefined}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove ${lower} ${index + 1}`}
              onClick={() => onChange(values.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              added.current = true;
              onChange([...values, '']);
            }}
          >
            Add {itemLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
