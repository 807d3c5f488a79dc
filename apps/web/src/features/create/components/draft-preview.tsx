import type { AiEngine } from '@inroad/contracts/ai';
import { ActionIcon, Badge, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '../../../components/icons.tsx';

interface DraftPreviewProps {
  drafts: string[];
  engine: AiEngine;
  selected: number;
  onSelect: (index: number) => void;
  onEdit: (index: number, text: string) => void;
  onDelete: (index: number) => void;
}

/** The preview step: one draft chosen by radio, each editable in place or deleted. */
export function DraftPreview({ drafts, engine, selected, onSelect, onEdit, onDelete }: DraftPreviewProps) {
  if (drafts.length === 0) {
    return <Text c="dimmed">Every draft was deleted. Regenerate to get new ones.</Text>;
  }
  return (
    <Stack gap="md">
      {engine === 'local' && (
        <Badge variant="light" color="gray">
          Basic drafts (no AI model is configured)
        </Badge>
      )}
      <Radio.Group value={String(selected)} onChange={(value) => onSelect(Number(value))} aria-label="Drafts">
        <Stack gap="md">
          {drafts.map((draft, index) => (
            // Drafts have no ids of their own; their position is their identity within one generation.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" wrap="nowrap">
              <Radio value={String(index)} aria-label={`Use draft ${index + 1}`} mt={6} />
              <Textarea
                aria-label={`Draft ${index + 1}`}
                rows={4}
                style={{ flex: 1 }}
                value={draft}
                onChange={(e) => onEdit(index, e.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete draft ${index + 1}`}
                onClick={() => onDelete(index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
