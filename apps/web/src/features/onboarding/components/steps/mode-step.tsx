import { ONBOARDING_MESSAGES } from '@inroad/contracts/onboarding';
import { Alert, Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { IconInfoCircle } from '../../../../components/icons.tsx';
import type { StepProps } from './step-props.ts';

const MODES = [
  {
    value: 'basic',
    title: 'Social Seller',
    text: 'Find buyers and conversations in your niche and engage with them every day.',
  },
  {
    value: 'expert',
    title: 'Expert (Influencer)',
    text: 'Grow an audience as the voice of your niche with your own content.',
  },
] as const;

/** Step 1: the mode. Expert mode is announced but not available yet, so choosing it does not switch. */
export function ModeStep({ draft, update }: StepProps) {
  const [expertNotice, setExpertNotice] = useState(false);
  return (
    <Stack>
      <Title order={3}>How will you use Inroad?</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MODES.map((mode) => {
          const selected = draft.mode === mode.value;
          return (
            <UnstyledButton
              key={mode.value}
              aria-pressed={selected}
              onClick={() => {
                if (mode.value === 'expert') {
                  setExpertNotice(true);
                  return;
                }
                setExpertNotice(false);
                update({ mode: 'basic' });
              }}
            >
              <Card
                withBorder
                padding="md"
                style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Text fw={600}>{mode.title}</Text>
                <Text size="sm" c="dimmed">
                  {mode.text}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {expertNotice && (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="alert" title="Coming soon">
          {ONBOARDING_MESSAGES.expertMode}
        </Alert>
      )}
    </Stack>
  );
}
