import type { OnboardingPerson } from '@inroad/contracts/onboarding';
import { Stack, Text, Title } from '@mantine/core';
import { typeAheadPeople } from '../../../../lib/extension-client.ts';
import { EntityPicker } from '../entity-picker.tsx';
import type { StepProps } from './step-props.ts';

const person = (name: string): OnboardingPerson => ({ name });
const headline = (p: OnboardingPerson) => p.headline;

/** Step 6: influencers and topic experts, each followed through their activity feed. */
export function InfluencersStep({ draft, update }: StepProps) {
  return (
    <Stack>
      <Title order={3}>Influencers and topic experts</Title>
      <Text size="sm" c="dimmed">
        Inroad follows everything they post, so you can join the conversations your buyers read.
      </Text>
      <EntityPicker<OnboardingPerson>
        label="Influencers"
        itemLabel="influencer"
        placeholder="Search LinkedIn for a person"
        selected={draft.influencers}
        takenNames={draft.experts}
        onChange={(influencers) => update({ influencers })}
        search={typeAheadPeople}
        describe={headline}
        fromName={person}
      />
      <EntityPicker<OnboardingPerson>
        label="Topic experts"
        itemLabel="expert"
        placeholder="Search LinkedIn for a person"
        selected={draft.experts}
        takenNames={draft.influencers}
        onChange={(experts) => update({ experts })}
        search={typeAheadPeople}
        describe={headline}
        fromName={person}
      />
    </Stack>
  );
}
