import { Input, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { EditableRows } from './editable-rows.tsx';

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
        <EditableRows
          values={values}
          onChange={onChange}
          renderFields={(value, index, set) => (
            <TextInput
              aria-label={`${itemLabel} ${index + 1}`}
              placeholder={placeholder}
              value={value}
              onChange={(event) => set(event.currentTarget.value)}
              error={blankError && value.trim() === '' ? blankError : undefined}
              style={{ flex: 1 }}
            />
          )}
          removeLabel={(index) => `Remove ${lower} ${index + 1}`}
          add={{
            text: `Add ${itemLabel}`,
            variant: 'light',
            newValue: () => '',
            onAdded: () => {
              added.current = true;
            },
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
