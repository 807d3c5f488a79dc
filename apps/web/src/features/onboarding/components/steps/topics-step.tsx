import { hasName, ONBOARDING_MESSAGES, ONBOARDING_TOPIC_MAX_LENGTH } from '@inroad/contracts/onboarding';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { IconSparkles } from '../../../../components/icons.tsx';
import { useSuggestTopics } from '../../api/suggest-terms.ts';
import { canAddTopic } from '../../onboarding-steps.ts';
import type { StepProps } from './step-props.ts';
import { TopicCard } from './topic-card.tsx';

/** Step 4: up to three topics, each searched on LinkedIn by its keywords. */
export function TopicsStep({ draft, update }: StepProps) {
  const [name, setName] = useState('');
  const [prompt, setPrompt] = useState(draft.solution);
  const [notice, setNotice] = useState<string | null>(null);
  const suggest = useSuggestTopics();
  const suggestions = (suggest.data?.topics ?? []).filter((topic) => !hasName(draft.topics, topic));

  const addTopic = (raw: string) => {
    const topicName = raw.trim();
    if (topicName === '') return;
    if (!canAddTopic(draft)) {
      setNotice(ONBOARDING_MESSAGES.topicCap);
      return;
    }
    if (hasName(draft.topics, topicName)) {
      setNotice(`${topicName} is already one of your topics`);
      return;
    }
    setNotice(null);
    update({ topics: [...draft.topics, { name: topicName, keywords: [] }] });
    setName('');
  };

  return (
    <Stack>
      <Title order={3}>Content topics</Title>
      <Text size="sm" c="dimmed">
        Each topic becomes a LinkedIn search. Give it the keywords people in your niche use.
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Describe your niche"
          placeholder="e.g. Payroll software for small restaurants"
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          maxLength={1000}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
          disabled={prompt.trim() === ''}
          loading={suggest.isPending}
          onClick={() => suggest.mutate(prompt.trim())}
        >
          Suggest topics
        </Button>
      </Group>
      {suggestions.length > 0 && (
        <Group gap={6}>
          {suggestions.map((topic) => (
            <Button
              key={topic}
              size="compact-xs"
              variant="light"
              radius="xl"
              aria-label={`Add topic ${topic}`}
              onClick={() => addTopic(topic)}
            >
              + {topic}
            </Button>
          ))}
        </Group>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label="Topic"
          placeholder="e.g. Restaurant operations"
          value={name}
          maxLength={ONBOARDING_TOPIC_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTopic(name);
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" disabled={name.trim() === ''} onClick={() => addTopic(name)}>
          Add topic
        </Button>
      </Group>
      {notice && (
        <Alert color="yellow" role="status" p="xs">
          {notice}
        </Alert>
      )}
      {draft.topics.map((topic, index) => (
        <TopicCard
          key={topic.name}
          topic={topic}
          onChange={(changed) => update({ topics: draft.topics.map((t, i) => (i === index ? changed : t)) })}
          onRemove={() => {
            setNotice(null);
            update({ topics: draft.topics.filter((_, i) => i !== index) });
          }}
        />
      ))}
    </Stack>
  );
}
