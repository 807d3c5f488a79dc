import { ONBOARDING_LIST_MAX, ONBOARDING_NAME_MAX_LENGTH } from '@inroad/contracts/onboarding';
import { Stack, Text, Title } from '@mantine/core';
import { TermListInput } from '../term-list-input.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Step 5: competitors and adjacent products, each followed through the posts that mention it. One name per entry:
 * a comma belongs to the name ('Acme, Inc.').
 */
export function CompetitorsStep({ draft, update }: StepProps) {
  return (
    <Stack>
      <Title order={3}>Competitors and adjacent products</Title>
      <Text size="sm" c="dimmed">
        Inroad follows the posts that mention them: people comparing, complaining or asking for alternatives.
      </Text>
      <TermListInput
        label="Competitors"
        itemLabel="competitor"
        placeholder="e.g. Acme Payroll"
        values={draft.competitors}
        maxLength={ONBOARDING_NAME_MAX_LENGTH}
        max={ONBOARDING_LIST_MAX}
        split={false}
        onChange={(competitors) => update({ competitors })}
      />
      <TermListInput
        label="Adjacent products"
        itemLabel="adjacent product"
        description="Software your buyers use beside yours."
        placeholder="e.g. a point-of-sale system"
        values={draft.complementarySoftware}
        maxLength={ONBOARDING_NAME_MAX_LENGTH}
        max={ONBOARDING_LIST_MAX}
        split={false}
        onChange={(complementarySoftware) => update({ complementarySoftware })}
      />
    </Stack>
  );
}
