import { ActionIcon, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconPlus, IconTrash } from '../icons.tsx';

interface EditableRowsProps<T> {
  values: readonly T[];
  onChange: (values: T[]) => void;
  /** One row's fields; `set` replaces the row's value. */
  renderFields: (value: T, index: number, set: (value: T) => void) => ReactNode;
  /** The accessible name of a row's remove button. */
  removeLabel: (index: number) => string;
  /** The button under the rows that adds one (`newValue`); `onAdded` runs after, e.g. to focus the new row. */
  add: {
    text: ReactNode;
    ariaLabel?: string;
    variant: 'light' | 'subtle';
    newValue: () => T;
    onAdded?: () => void;
  };
}

/**
 * The rows of a list the user edits in place (tags, keywords, people, a rule's values): each row's fields with a
 * remove button, and an add button under them. Rows have no identity besides their position, and reordering is
 * not offered, so they are keyed by index.
 */
export function EditableRows<T>({ values, onChange, renderFields, removeLabel, add }: EditableRowsProps<T>) {
  return (
    <>
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          {renderFields(value, index, (next) => onChange(values.map((v, i) => (i === index ? next : v))))}
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={removeLabel(index)}
            onClick={() => onChange(values.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant={add.variant}
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          {...(add.ariaLabel ? { 'aria-label': add.ariaLabel } : {})}
          onClick={() => {
            onChange([...values, add.newValue()]);
            add.onAdded?.();
          }}
        >
          {add.text}
        </Button>
      </Group>
    </>
  );
}
