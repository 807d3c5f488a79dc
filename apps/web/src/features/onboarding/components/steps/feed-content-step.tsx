import { ALWAYS_ON_PREFERENCE, FEED_PREFERENCES, type FeedPreference } from '@inroad/contracts/onboarding';
import { Checkbox, Stack, Text, Title } from '@mantine/core';
import type { StepProps } from './step-props.ts';

const PREFERENCE_LABELS: Record<FeedPreference, { label: string; description: string }> = {
  content_topics: {
    label: 'Content topics',
    description: 'Posts about the topics of your niche, found by keyword search.',
  },
  competitors: {
    label: 'Competitors and adjacent products',
    description: 'Posts that mention your competitors or the products your buyers use beside yours.',
  },
  influencers: {
    label: 'Influencers and topic experts',
    description: 'Everything the voices of your niche post.',
  },
  target_accounts: {
    label: 'Target accounts and partners',
    description: 'Posts by people who work at the companies you sell to or partner with.',
  },
};

/** Step 3: what the feed follows. Content topics are always part of it. */
export function FeedContentStep({ draft, update }: StepProps) {
  const toggle = (preference: FeedPreference, on: boolean) => {
    if (preference === ALWAYS_ON_PREFERENCE) return;
    const others = draft.feedPreferences.filter((p) => p !== preference);
    const next = on ? [...others, preference] : others;
    // Kept in the spec's order so the wizard's steps follow it.
    update({ feedPreferences: FEED_PREFERENCES.filter((p) => next.includes(p) || p === ALWAYS_ON_PREFERENCE) });
  };
  return (
    <Stack>
      <Title order={3}>What should your feed follow?</Title>
      <Text size="sm" c="dimmed">
        Pick what Inroad gathers for you. You can change your Data Feeds at any time.
      </Text>
      {FEED_PREFERENCES.map((preference) => (
        <Checkbox
          key={preference}
          label={PREFERENCE_LABELS[preference].label}
          description={PREFERENCE_LABELS[preference].description}
          checked={preference === ALWAYS_ON_PREFERENCE || draft.feedPreferences.includes(preference)}
          disabled={preference === ALWAYS_ON_PREFERENCE}
          onChange={(event) => toggle(preference, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
