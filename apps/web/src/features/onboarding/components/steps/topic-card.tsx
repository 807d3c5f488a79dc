import { ONBOARDING_KEYWORDS_MAX } from '@inroad/contracts/onboarding';
import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconSparkles, IconTrash } from '../../../../components/icons.tsx';
import { useSuggestKeywords } from '../../api/suggest-terms.ts';
import { addKeywords, type DraftTopic } from '../../onboarding-draft.ts';
import { TermListInput } from '../term-list-input.tsx';

/** A LinkedIn content search for the exact phrase, to preview what a keyword brings in. */
export function linkedInSearchUrl(keyword: string): string {
  return `https://www.linkedin.com/search/results/content/?keywords=${encodeURIComponent(`"${keyword}"`)}`;
}

interface TopicCardProps {
  topic: DraftTopic;
  onChange: (topic: DraftTopic) => void;
  onRemove: () => void;
}

/** One topic: its keywords, with AI suggestions from the topic's name and a preview link per keyword. */
export function TopicCard({ topic, onChange, onRemove }: TopicCardProps) {
  const suggest = useSuggestKeywords();
  const suggestions = (suggest.data?.keywords ?? []).filter(
    (keyword) => !topic.keywords.some((k) => k.toLowerCase() === keyword.toLowerCase()),
  );
  const setKeywords = (keywords: string[]) => onChange({ ...topic, keywords });
  // Full: the keyword list above says so, and its suggestions add no more.
  const full = topic.keywords.length >= ONBOARDING_KEYWORDS_MAX;

  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {topic.name}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label={`Remove topic ${topic.name}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <TermListInput
          label={`Keywords for ${topic.name}`}
          itemLabel="keyword"
          placeholder="e.g. sales pipeline"
          values={topic.keywords}
          onChange={setKeywords}
          previewUrl={linkedInSearchUrl}
        />
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconSparkles size={14} aria-hidden />}
            loading={suggest.isPending}
            disabled={topic.name.trim() === ''}
            onClick={() => suggest.mutate(topic.name.trim())}
          >
            Suggest keywords
          </Button>
          {suggestions.map((keyword) => (
            <Button
              key={keyword}
              size="compact-xs"
              variant="light"
              radius="xl"
              aria-label={`Add keyword ${keyword}`}
              disabled={full}
              onClick={() => setKeywords(addKeywords(topic.keywords, [keyword]))}
            >
              + {keyword}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
