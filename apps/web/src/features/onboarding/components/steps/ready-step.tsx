import { List, Stack, Text, Title } from '@mantine/core';
import { pluralize } from '../../../../lib/format.ts';
import { toSubmission } from '../../onboarding-draft.ts';
import { TermListInput } from '../term-list-input.tsx';
import type { StepProps } from './step-props.ts';

/** Step 8: what Complete is about to create, and the phrases that mark a post as a hot lead. */
export function ReadyStep({ draft, update }: StepProps) {
  const data = toSubmission(draft);
  const lines = [
    pluralize(data.topics.length, 'topic search', 'topic searches'),
    pluralize(
      (data.competitors?.length ?? 0) + (data.complementarySoftware?.length ?? 0),
      'mention search',
      'mention searches',
    ),
    pluralize((data.influencers?.length ?? 0) + (data.experts?.length ?? 0), 'profile feed', 'profile feeds'),
    pluralize((data.targetCompanies?.length ?? 0) + (data.complements?.length ?? 0), 'company feed', 'company feeds'),
  ];
  return (
    <Stack>
      <Title order={3}>You&apos;re ready</Title>
      <Text>Complete the setup and Inroad will create your Data Feeds:</Text>
      <List spacing={4}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <TermListInput
        label="Hot lead phrases"
        itemLabel="phrase"
        description="Posts containing one of these are tagged Hot lead."
        placeholder="e.g. looking for"
        values={draft.hotLeadKeywords}
        onChange={(hotLeadKeywords) => update({ hotLeadKeywords })}
      />
    </Stack>
  );
}
