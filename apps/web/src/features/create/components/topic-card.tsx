import type { ContentGroup, ContentIdea } from '@inroad/contracts/content-plan';
import { ActionIcon, Button, Card, Collapse, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { IconChevronDown, IconChevronRight, IconPlus } from '../../../components/icons.tsx';
import { editAndDeleteActions, RowActionsMenu } from '../../../components/ui/row-actions-menu.tsx';
import { pluralize } from '../../../lib/format.ts';
import { IdeasTable } from './ideas-table.tsx';

interface TopicCardProps {
  topic: ContentGroup;
  expanded: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddIdea: () => void;
  onEditIdea: (idea: ContentIdea) => void;
  onDeleteIdea: (idea: ContentIdea) => void;
}

/** One content topic: its name and menu, and its ideas when open. */
export function TopicCard({
  topic,
  expanded,
  onToggle,
  onEdit,
  onDelete,
  onAddIdea,
  onEditIdea,
  onDeleteIdea,
}: TopicCardProps) {
  const bodyId = useId();
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <Card withBorder padding="md" component="section" aria-label={topic.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={expanded ? `Collapse ${topic.name}` : `Expand ${topic.name}`}
          >
            <Chevron size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {topic.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {pluralize(topic.ideas.length, 'idea')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddIdea}>
            Add Content Idea
          </Button>
          <RowActionsMenu label={`Actions for topic ${topic.name}`} actions={editAndDeleteActions(onEdit, onDelete)} />
        </Group>
      </Group>
      <Collapse expanded={expanded} id={bodyId}>
        <Card.Section withBorder inheritPadding mt="sm" py={0}>
          {topic.ideas.length === 0 ? (
            <Text size="sm" c="dimmed" py="md">
              No content ideas in this topic yet.
            </Text>
          ) : (
            <IdeasTable ideas={topic.ideas} onEdit={onEditIdea} onDelete={onDeleteIdea} />
          )}
        </Card.Section>
      </Collapse>
    </Card>
  );
}
