import { ONBOARDING_KEYWORD_MAX_LENGTH, ONBOARDING_KEYWORDS_MAX } from '@inroad/contracts/onboarding';
import { Anchor, Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { IconExternalLink } from '../../../components/icons.tsx';
import { addKeywords, atMostMessage } from '../onboarding-draft.ts';

interface TermListInputProps {
  label: string;
  /** What one entry is called, for the add button and the remove buttons' names, e.g. 'keyword'. */
  itemLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  description?: ReactNode;
  /** A link per entry (e.g. a LinkedIn search previewing a keyword). */
  previewUrl?: (term: string) => string;
  maxLength?: number;
  /** How many entries the list holds at most; once full, Add stops and says so. */
  max?: number;
  /** The entries' name in the plural, for the note of a full list; `itemLabel` with an s by default. */
  itemsLabel?: string;
  /**
   * Whether a comma separates entries, so a pasted list adds several at once (keywords). Off for names, which may
   * hold a comma themselves ('Acme, Inc.').
   */
  split?: boolean;
}

/**
 * A list of short texts entered one at a time (Enter or Add; with `split`, commas separate several): trimmed,
 * without duplicates, empty entries ignored, and no more than `max` of them.
 */
export function TermListInput({
  label,
  itemLabel,
  values,
  onChange,
  placeholder,
  description,
  previewUrl,
  maxLength = ONBOARDING_KEYWORD_MAX_LENGTH,
  max = ONBOARDING_KEYWORDS_MAX,
  itemsLabel = `${itemLabel}s`,
  split = true,
}: TermListInputProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const full = values.length >= max;

  const add = () => {
    if (full) return;
    const entries = split ? text.split(',') : [text];
    const added = addKeywords(
      values,
      entries.map((term) => term.slice(0, maxLength)),
    );
    // A pasted list longer than the room left keeps its first entries.
    onChange(added.slice(0, max));
    setText('');
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={inputId}
          label={label}
          description={description}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add} disabled={full || text.trim() === ''} aria-label={`Add ${itemLabel}`}>
          Add
        </Button>
      </Group>
      {full && (
        <Text size="xs" c="dimmed">
          {atMostMessage(max, itemsLabel)}
        </Text>
      )}
      {values.length > 0 && (
        <Group gap={6} role="list" aria-label={label}>
          {values.map((term) => (
            <Group key={term} gap={2} wrap="nowrap" maw="100%" role="listitem">
              <Pill
                withRemoveButton
                onRemove={() => onChange(values.filter((value) => value !== term))}
                removeButtonProps={{ 'aria-label': `Remove ${itemLabel} ${term}` }}
                maw={280}
              >
                {term}
              </Pill>
              {previewUrl && (
                <Anchor
                  href={previewUrl(term)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Preview ${term} on LinkedIn`}
                  title="Preview on LinkedIn"
                  lh={1}
                >
                  <IconExternalLink size={14} aria-hidden />
                </Anchor>
              )}
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
