import type { OnboardingDraft } from '../../onboarding-draft.ts';

/** What every step of the wizard gets: the answers so far and a way to change some of them. */
export interface StepProps {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
}
