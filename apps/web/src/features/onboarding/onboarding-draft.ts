import {
  ALWAYS_ON_PREFERENCE,
  cleanKeywords,
  type FeedPreference,
  type OnboardingCompany,
  type OnboardingDataInput,
  type OnboardingMode,
  type OnboardingPerson,
} from '@inroad/contracts/onboarding';

/** A topic as edited: a name and its search keywords. */
export interface DraftTopic {
  name: string;
  keywords: string[];
}

/** The wizard's answers while they are being given. */
export interface OnboardingDraft {
  mode: OnboardingMode;
  solution: string;
  feedPreferences: FeedPreference[];
  topics: DraftTopic[];
  competitors: string[];
  complementarySoftware: string[];
  influencers: OnboardingPerson[];
  experts: OnboardingPerson[];
  targetCompanies: OnboardingCompany[];
  complements: OnboardingCompany[];
  hotLeadKeywords: string[];
}

/** Phrases of buying intent a new user starts with; the hot-lead tracker looks for them. */
export const DEFAULT_HOT_LEAD_KEYWORDS = [
  'looking for',
  'any recommendations',
  'alternative to',
  'switching from',
  'can anyone recommend',
];

export function emptyDraft(): OnboardingDraft {
  return {
    mode: 'basic',
    solution: '',
    feedPreferences: [ALWAYS_ON_PREFERENCE],
    topics: [],
    competitors: [],
    complementarySoftware: [],
    influencers: [],
    experts: [],
    targetCompanies: [],
    complements: [],
    hotLeadKeywords: [...DEFAULT_HOT_LEAD_KEYWORDS],
  };
}

/**
 * What is submitted: every answer, with the lists of unchosen preferences left empty so that a step the user
 * turned off after filling it in creates nothing.
 */
export function toSubmission(draft: OnboardingDraft): OnboardingDataInput {
  const chosen = (preference: FeedPreference) => draft.feedPreferences.includes(preference);
  const topics = draft.topics.map((topic) => ({ name: topic.name.trim(), keywords: cleanKeywords(topic.keywords) }));
  return {
    mode: draft.mode,
    solution: draft.solution.trim(),
    feedPreferences: draft.feedPreferences,
    topics,
    keywords: cleanKeywords(topics.flatMap((topic) => topic.keywords)),
    competitors: chosen('competitors') ? draft.competitors : [],
    complementarySoftware: chosen('competitors') ? draft.complementarySoftware : [],
    influencers: chosen('influencers') ? draft.influencers : [],
    experts: chosen('influencers') ? draft.experts : [],
    targetCompanies: chosen('target_accounts') ? draft.targetCompanies : [],
    complements: chosen('target_accounts') ? draft.complements : [],
    hotLeadKeywords: cleanKeywords(draft.hotLeadKeywords),
  };
}

/** Adds keywords to a list: trimmed, no duplicates (case-insensitive), empty ones ignored. */
export function addKeywords(list: readonly string[], added: readonly string[]): string[] {
  return cleanKeywords([...list, ...added]);
}

/** The note of a full list, and the refusal of a step whose list holds too many, e.g. 'At most 30 keywords'. */
export function atMostMessage(max: number, items: string): string {
  return `At most ${max} ${items}`;
}
