import { OTHER_TAG, type TagCounts } from '@inroad/contracts/post';
import { ownValue } from '@inroad/contracts/records';
import { Box, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { IconChevronDown } from '../../../components/icons.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';

interface TagFilterProps {
  label: string;
  /** The counts over the filtered set; selected tags are listed even when the server gave them no count. */
  counts: TagCounts | undefined;
  selected: readonly string[];
  onChange: (tags: string[]) => void;
}

/** A multi-select of one kind of tag, with its counts and the 'Other' bucket for posts without such a tag. */
export function TagFilter({ label, counts, selected, onChange }: TagFilterProps) {
  const options = useMemo(() => {
    const tags = new Set([...Object.keys(counts ?? {}), ...selected]);
    tags.delete(OTHER_TAG);
    // 'Other' is always offered, last: it is how posts without a tag of this kind are found.
    return [...[...tags].sort((a, b) => a.localeCompare(b)), OTHER_TAG];
  }, [counts, selected]);

  return (
    <Dropdown
      label={label}
      width={240}
      target={(triggerProps) => (
        <Button
          {...triggerProps}
          variant={selected.length > 0 ? 'light' : 'default'}
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {selected.length > 0 ? `${label} (${selected.length})` : label}
        </Button>
      )}
    >
      <Box p="xs">
        <Checkbox.Group label={label} value={[...selected]} onChange={onChange}>
          <Stack gap={6} mt={6} mah={260} style={{ overflowY: 'auto' }}>
            {options.map((tag) => (
              <Group key={tag} justify="space-between" gap="md" wrap="nowrap">
                <Checkbox value={tag} label={tag} />
                <Text size="xs" c="dimmed">
                  {(counts && ownValue(counts, tag)) ?? 0}
                </Text>
              </Group>
            ))}
          </Stack>
        </Checkbox.Group>
        {selected.length > 0 && (
          <Button variant="subtle" size="compact-xs" mt="xs" onClick={() => onChange([])}>
            Clear {label.toLowerCase()}
          </Button>
        )}
      </Box>
    </Dropdown>
  );
}
