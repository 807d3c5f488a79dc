import { ONBOARDING_TOPIC_CAP } from '@inroad/contracts/constants';
import {
  ALWAYS_ON_PREFERENCE,
  cleanKeywords,
  type FeedPreference,
  ONBOARDING_KEYWORDS_MAX,
  ONBOARDING_LIST_MAX,
  ONBOARDING_MESSAGES,
  topicsProblem,
} from '@inroad/contracts/onboarding';
import { atMostMessage, type OnboardingDraft } from './onboarding-draft.ts';

/** The wizard's steps (spec engage.md §2): 1 mode … 9 building the feed. */
export const STEPS = {
  mode: 1,
  welcome: 2,
  feedContent: 3,
  topics: 4,
  competitors: 5,
  influencers: 6,
  accounts: 7,
  ready: 8,
  building: 9,
} as const;
export type Step = (typeof STEPS)[keyof typeof STEPS];

export const FIRST_STEP: Step = STEPS.welcome;

/** The preference steps in order, each shown only when its preference is chosen. */
const PREFERENCE_STEPS: readonly { step: Step; preference: FeedPreference }[] = [
  { step: STEPS.topics, preference: 'content_topics' },
  { step: STEPS.competitors, preference: 'competitors' },
  { step: STEPS.influencers, preference: 'influencers' },
  { step: STEPS.accounts, preference: 'target_accounts' },
];

function isChosen(step: Step, preferences: readonly FeedPreference[]): boolean {
  const entry = PREFERENCE_STEPS.find((candidate) => candidate.step === step);
  return !entry || entry.preference === ALWAYS_ON_PREFERENCE || preferences.includes(entry.preference);
}

/** The step after `step`: past step 3 the next chosen preference step, else step 8. */
export function nextStep(step: Step, preferences: readonly FeedPreference[]): Step {
  if (step >= STEPS.building) return STEPS.building;
  let candidate = (step + 1) as Step;
  while (candidate < STEPS.ready && !isChosen(candidate, preferences)) candidate = (candidate + 1) as Step;
  return candidate;
}

/** The step before `step`, skipping unchosen preference steps the same way; steps 1-2 have none. */
export function previousStep(step: Step, preferences: readonly FeedPreference[]): Step | null {
  if (!canGoBack(step)) return null;
  let candidate = (step - 1) as Step;
  while (candidate > STEPS.feedContent && !isChosen(candidate, preferences)) candidate = (candidate - 1) as Step;
  return candidate;
}

/** Back is hidden on steps 1-2, and on step 9 where the feed is already being built. */
export function canGoBack(step: Step): boolean {
  return step > STEPS.welcome && step < STEPS.building;
}

/** A list of a step, what its entries are called, and how many the answers take (the contract's limits). */
interface StepList {
  entries: readonly unknown[];
  items: string;
  max: number;
}

const names = (entries: readonly unknown[], items: string): StepList => ({ entries, items, max: ONBOARDING_LIST_MAX });
const keywords = (entries: readonly string[], items: string): StepList => ({
  entries: cleanKeywords(entries),
  items,
  max: ONBOARDING_KEYWORDS_MAX,
});

/** The lists each step fills; a longer one would have Complete refused. */
function stepLists(step: Step, draft: OnboardingDraft): StepList[] {
  switch (step) {
    case STEPS.topics:
      return draft.topics.map((topic) => keywords(topic.keywords, `keywords for ${topic.name.trim()}`));
    case STEPS.competitors:
      return [
        names(cleanKeywords(draft.competitors), 'competitors'),
        names(cleanKeywords(draft.complementarySoftware), 'adjacent products'),
      ];
    case STEPS.influencers:
      return [names(draft.influencers, 'influencers'), names(draft.experts, 'topic experts')];
    case STEPS.accounts:
      return [names(draft.targetCompanies, 'target accounts'), names(draft.complements, 'partners')];
    case STEPS.ready:
      return [keywords(draft.hotLeadKeywords, 'hot lead phrases')];
    default:
      return [];
  }
}

/** Why Next (or Complete) may not leave `step` (spec §5), or null. */
export function stepProblem(step: Step, draft: OnboardingDraft): string | null {
  if (step === STEPS.feedContent && draft.feedPreferences.length === 0) return ONBOARDING_MESSAGES.noPreference;
  const topics = step === STEPS.topics ? topicsProblem(draft.topics) : null;
  if (topics) return topics;
  const tooLong = stepLists(step, draft).find((list) => list.entries.length > list.max);
  return tooLong ? atMostMessage(tooLong.max, tooLong.items) : null;
}

/** Whether one more topic may be added (the onboarding cap). */
export function canAddTopic(draft: OnboardingDraft): boolean {
  return draft.topics.length < ONBOARDING_TOPIC_CAP;
}
