import type { Answer } from '@inroad/contracts/create';
import { Stack, Text } from '@mantine/core';
import { presetSections } from '../answer-fields.ts';
import { ClampedText } from './clamped-text.tsx';

/** The 'AI Prompt Content' cell: the answer's preset sections by title-cased name, each with more/less. */
export function AnswerContentCell({ answer }: { answer: Answer }) {
  const sections = presetSections(answer);
  if (sections.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {Object.keys(answer.metadata).length > 0 || answer.postContent.trim()
          ? 'No structured content available'
          : 'No content available'}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {sections.map((section) => (
        <div key={section.key}>
          <Text size="xs" fw={700}>
            {section.title}
          </Text>
          <ClampedText text={section.text} size="xs" />
        </div>
      ))}
    </Stack>
  );
}
