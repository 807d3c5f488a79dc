import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { hasDraft, type RecordingSection } from '../recording-sections.ts';
import { SecondsInBadge } from './seconds-unit.tsx';

function stateOf(section: RecordingSection): { label: string; color: string } {
  if (section.status === 'recorded') return { label: 'Recorded', color: 'green' };
  if (hasDraft(section)) return { label: 'Draft', color: 'yellow' };
  return { label: 'Pending', color: 'gray' };
}

interface SectionListProps {
  sections: readonly RecordingSection[];
  current: number;
  disabled: boolean;
  onSelect: (index: number) => void;
}

/** The script's sections with their state; choosing one makes it the one to record. */
export function SectionList({ sections, current, disabled, onSelect }: SectionListProps) {
  return (
    <Stack gap={6} component="ol" aria-label="Sections" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sections.map((section, index) => {
        const state = stateOf(section);
        const active = index === current;
        return (
          <li key={section.id} aria-current={active ? 'step' : undefined}>
            <UnstyledButton w="100%" disabled={disabled} onClick={() => onSelect(index)}>
              <Paper withBorder p="xs" radius="sm" bg={active ? 'var(--mantine-primary-color-light)' : undefined}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text size="sm" fw={active ? 600 : 400} lineClamp={2}>
                    {index + 1}. {section.text}
                  </Text>
                  <Badge color={state.color} variant="light" style={{ flexShrink: 0 }}>
                    {state.label}
                    {section.recording && <SecondsInBadge seconds={section.recording.seconds} />}
                  </Badge>
                </Group>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
