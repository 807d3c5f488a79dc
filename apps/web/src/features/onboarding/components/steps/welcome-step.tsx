import { Anchor, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StepProps } from './step-props.ts';

interface WelcomeStepProps extends StepProps {
  onChangeMode: () => void;
}

/** Step 2, where the wizard starts: what is about to happen, and what the user sells (seeds AI suggestions). */
export function WelcomeStep({ draft, update, onChangeMode }: WelcomeStepProps) {
  return (
    <Stack>
      <Title order={3}>Welcome to Inroad</Title>
      <Text>
        In a few steps you tell Inroad what to follow: the topics of your niche, your competitors, the influencers your
        buyers listen to and the accounts you sell to. Inroad turns your answers into Data Feeds and fills your Priority
        Inbox with the posts worth engaging with.
      </Text>
      <Textarea
        label="What do you sell, or what do you post about?"
        description="Optional: it helps Inroad suggest topics and keywords."
        placeholder="e.g. Payroll software for small restaurants"
        rows={3}
        maxLength={2000}
        value={draft.solution}
        onChange={(event) => update({ solution: event.currentTarget.value })}
      />
      <Text size="sm" c="dimmed">
        Mode: Social Seller.{' '}
        <Anchor component="button" type="button" size="sm" onClick={onChangeMode}>
          Change mode
        </Anchor>
      </Text>
    </Stack>
  );
}
