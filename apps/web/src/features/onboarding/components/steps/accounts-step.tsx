import type { OnboardingCompany } from '@inroad/contracts/onboarding';
import { Stack, Text, Title } from '@mantine/core';
import { typeAheadCompanies } from '../../../../lib/extension-client.ts';
import { EntityPicker } from '../entity-picker.tsx';
import type { StepProps } from './step-props.ts';

const company = (name: string): OnboardingCompany => ({ name });
const subtitle = (c: OnboardingCompany) => c.subtitle;

/** Step 7: target accounts and partners, followed through the posts of the people who work there. */
export function AccountsStep({ draft, update }: StepProps) {
  return (
    <Stack>
      <Title order={3}>Target accounts and partners</Title>
      <Text size="sm" c="dimmed">
        Inroad follows the posts of people who work at these companies.
      </Text>
      <EntityPicker<OnboardingCompany>
        label="Target accounts"
        itemLabel="company"
        itemsLabel="companies"
        placeholder="Search LinkedIn for a company"
        selected={draft.targetCompanies}
        onChange={(targetCompanies) => update({ targetCompanies })}
        search={typeAheadCompanies}
        describe={subtitle}
        fromName={company}
      />
      <EntityPicker<OnboardingCompany>
        label="Partners"
        itemLabel="partner"
        placeholder="Search LinkedIn for a company"
        selected={draft.complements}
        onChange={(complements) => update({ complements })}
        search={typeAheadCompanies}
        describe={subtitle}
        fromName={company}
      />
    </Stack>
  );
}
