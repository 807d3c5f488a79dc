import { ActionIcon, Code, Group } from '@mantine/core';
import { useState } from 'react';
import { IconChevronDown, IconChevronRight } from '../icons.tsx';

/**
 * A set of row ids the user toggles one at a time (the rows opened, or the topics closed), and `replace` for the
 * buttons that open or close them all.
 */
export function useToggledIds() {
  const [ids, replace] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    replace((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return { ids, toggle, replace };
}

interface RowExpanderProps {
  id: number;
  expanded: boolean;
  /** What the row's details are, before its id: 'variants of answer' names the button 'Show variants of answer 12'. */
  details: string;
  onToggle: () => void;
}

/**
 * A table row's id with the chevron that opens the row's details beneath it. The click stays with the button: a row
 * that opens on a click of its own would otherwise toggle twice.
 */
export function RowExpander({ id, expanded, details, onToggle }: RowExpanderProps) {
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        size="sm"
        variant="subtle"
        color="gray"
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Hide' : 'Show'} ${details} ${id}`}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <Chevron size={14} aria-hidden />
      </ActionIcon>
      <Code>{id}</Code>
    </Group>
  );
}
