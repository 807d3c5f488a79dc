import {
  CONTENT_GROUP_NAME_MAX,
  CONTENT_IDEA_MAX,
  type ContentGroup,
  type ContentIdea,
} from '@inroad/contracts/content-plan';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { IconPlus } from '../../../components/icons.tsx';
import { useToggledIds } from '../../../components/ui/expandable-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useRowFocus } from '../../../components/ui/use-row-focus.ts';
import { isMissingPlan, useContentTopics } from '../api/get-content-topics.ts';
import { useDeleteContentIdea, useSaveContentIdea } from '../api/save-content-idea.ts';
import { useDeleteContentTopic, useSaveContentTopic } from '../api/save-content-topic.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { ContentPlanNotFound } from './content-plan-not-found.tsx';
import { TextFieldModal } from './text-field-modal.tsx';
import { TopicCard } from './topic-card.tsx';

type Editing =
  | { kind: 'topic'; topic: ContentGroup | null }
  | { kind: 'idea'; contentGroupId: number; idea: ContentIdea | null };

/** /create/ideas/{id}: the plan's topics as collapsible cards, each with its ideas. */
export function ContentTopicsScreen({ contentPlanId }: { contentPlanId: number }) {
  const topics = useContentTopics(contentPlanId);
  const saveTopic = useSaveContentTopic(contentPlanId);
  const deleteTopic = useDeleteContentTopic(contentPlanId);
  const saveIdea = useSaveContentIdea(contentPlanId);
  const deleteIdea = useDeleteContentIdea(contentPlanId);
  // Topics start open; the set holds the ones the user closed.
  const { ids: collapsed, toggle, replace: setCollapsed } = useToggledIds();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ContentGroup | null>(null);
  const addTopicButton = useRef<HTMLButtonElement>(null);
  // A topic is its card; an idea is a row of its topic's table.
  const topicFocus = useRowFocus({ fallback: () => addTopicButton.current, row: 'section' });
  const ideaFocus = useRowFocus({ fallback: () => addTopicButton.current });
  const groups = topics.data?.contentGroups ?? [];

  let body: ReactNode;
  if (topics.isPending) {
    body = (
      <Center py="xl" role="status" aria-label="Loading content topics">
        <Loader size="sm" />
      </Center>
    );
  } else if (isMissingPlan(topics.error)) {
    body = <ContentPlanNotFound reason="It may have been deleted." />;
  } else if (topics.isError) {
    body = (
      <Alert color="red" title="Could not load content topics">
        <Button size="compact-sm" variant="light" color="red" onClick={() => void topics.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (groups.length === 0) {
    body = (
      <Paper withBorder p="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>No content topics yet.</Text>
          <Text size="sm" c="dimmed">
            Add a topic, then the ideas you want to post about under it.
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="md">
        {groups.map((topic) => (
          <TopicCard
            key={topic.id}
            topic={topic}
            expanded={!collapsed.has(topic.id)}
            onToggle={() => toggle(topic.id)}
            onEdit={() => setEditing({ kind: 'topic', topic })}
            onDelete={() => {
              topicFocus.remember();
              setDeleting(topic);
            }}
            onAddIdea={() => setEditing({ kind: 'idea', contentGroupId: topic.id, idea: null })}
            onEditIdea={(idea) => setEditing({ kind: 'idea', contentGroupId: topic.id, idea })}
            onDeleteIdea={(idea) => {
              ideaFocus.remember();
              deleteIdea.mutate(idea.id, { onSuccess: ideaFocus.removed, onError: ideaFocus.restore });
            }}
          />
        ))}
      </Stack>
    );
  }

  const close = () => setEditing(null);
  // A save's answer closes its modal: closed while it waited, a modal opened since would be closed in its place.
  const closeUnlessSaving = () => {
    if (!saveTopic.isPending && !saveIdea.isPending) close();
  };
  return (
    <>
      <PageHeader
        title="Content Topics"
        description={
          topics.data ? (
            <Group gap="xs" component="span">
              <span style={{ overflowWrap: 'anywhere' }}>Content Plan: {topics.data.contentPlanName}</span>
              {topics.data.proposedBy === 'local' && (
                <Badge component="span" variant="light" color="gray" size="sm">
                  Basic proposals
                </Badge>
              )}
            </Group>
          ) : undefined
        }
        actions={
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" onClick={() => setCollapsed(new Set())} disabled={groups.length === 0}>
              Expand All
            </Button>
            <Button
              variant="default"
              onClick={() => setCollapsed(new Set(groups.map((g) => g.id)))}
              disabled={groups.length === 0}
            >
              Collapse All
            </Button>
            <Button
              ref={addTopicButton}
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'topic', topic: null })}
              disabled={!topics.data}
            >
              Add Content Topic
            </Button>
          </Group>
        }
      />
      {body}
      {editing?.kind === 'topic' && (
        <TextFieldModal
          title={editing.topic ? 'Edit Content Topic' : 'Add Content Topic'}
          label="Content Topic Name"
          explanation="A content topic is a category of content: the ideas you post about are grouped under it."
          initialValue={editing.topic?.name ?? ''}
          maxLength={CONTENT_GROUP_NAME_MAX}
          saving={saveTopic.isPending}
          onClose={closeUnlessSaving}
          onSave={(name) => saveTopic.mutate({ id: editing.topic?.id, name }, { onSuccess: close })}
        />
      )}
      {editing?.kind === 'idea' && (
        <TextFieldModal
          title={editing.idea ? 'Edit Content Idea' : 'Add Content Idea'}
          label="Content Idea"
          initialValue={editing.idea?.idea ?? ''}
          maxLength={CONTENT_IDEA_MAX}
          multiline
          saving={saveIdea.isPending}
          onClose={closeUnlessSaving}
          onSave={(idea) =>
            saveIdea.mutate(
              editing.idea ? { id: editing.idea.id, idea } : { contentGroupId: editing.contentGroupId, idea },
              { onSuccess: close },
            )
          }
        />
      )}
      <ConfirmDelete
        item={deleting}
        title="Delete content topic"
        message="Are you sure you want to delete this content theme?"
        remove={deleteTopic}
        onClose={() => setDeleting(null)}
        rowFocus={topicFocus}
      />
    </>
  );
}
