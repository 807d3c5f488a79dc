import { z } from 'zod';
import { ONBOARDING_TOPIC_CAP } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { cleanTags } from './rule.ts';

/** The messages of the onboarding's validation (spec engage.md §5), shown by the wizard and sent by the API. */
export const ONBOARDING_MESSAGES = {
  noPreference: 'Please select at least one tracking preference',
  noTopic: 'Please add at least one topic to continue',
  noKeyword: 'Please add at least 1 keywords to continue',
  topicCap: 'Start with just 3 topics... you can add more later!',
  expertMode: 'Expert (Influencer) mode is still being developed. Please continue as a Social Seller for now.',
} as const;

export const ONBOARDING_MODES = ['basic', 'expert'] as const;
export const OnboardingMode = z.enum(ONBOARDING_MODES, { error: 'must be basic or expert' });
export type OnboardingMode = z.infer<typeof OnboardingMode>;

/** What the user's feed follows (spec §9); content_topics is always part of it. */
export const FEED_PREFERENCES = ['content_topics', 'competitors', 'influencers', 'target_accounts'] as const;
export const FeedPreference = z.enum(FEED_PREFERENCES, { error: `must be one of ${FEED_PREFERENCES.join(', ')}` });
export type FeedPreference = z.infer<typeof FeedPreference>;
export const ALWAYS_ON_PREFERENCE: FeedPreference = 'content_topics';

/** Names become source names after a prefix such as 'Competitor Mention: ' (sources allow 100 characters). */
export const ONBOARDING_NAME_MAX_LENGTH = 80;
/** A topic's name is also its feed's tag (tags allow 60 characters). */
export const ONBOARDING_TOPIC_MAX_LENGTH = 60;
export const ONBOARDING_TEXT_MAX_LENGTH = 2000;
export const ONBOARDING_KEYWORD_MAX_LENGTH = 100;
export const ONBOARDING_KEYWORDS_MAX = 30;
/** Every topic's keywords as one list (the answers' `keywords`): a full list for each topic the cap allows. */
export const ONBOARDING_ALL_KEYWORDS_MAX = ONBOARDING_TOPIC_CAP * ONBOARDING_KEYWORDS_MAX;
export const ONBOARDING_LIST_MAX = 30;

const Text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const OptionalText = (max: number) => Text(max).nullable().optional();
const Name = Text(ONBOARDING_NAME_MAX_LENGTH).min(1, 'name must not be empty');
const FreeText = Text(ONBOARDING_TEXT_MAX_LENGTH).default('');

/** Keywords: trimmed, no duplicates (case-insensitive), empty ones ignored (spec §5). */
export function cleanKeywords(keywords: readonly string[]): string[] {
  return cleanTags(keywords);
}

const keywordList = (max: number) =>
  z.array(Text(ONBOARDING_KEYWORD_MAX_LENGTH)).max(max, `at most ${max} keywords`).transform(cleanKeywords);
const Keywords = keywordList(ONBOARDING_KEYWORDS_MAX);

/** Plain names (competitors, adjacent products): trimmed, deduplicated, blanks dropped like keywords. */
const Names = z
  .array(Text(ONBOARDING_NAME_MAX_LENGTH))
  .max(ONBOARDING_LIST_MAX, `at most ${ONBOARDING_LIST_MAX} entries`)
  .transform(cleanKeywords);

export const OnboardingTopic = z.object({
  name: Text(ONBOARDING_TOPIC_MAX_LENGTH).min(1, 'name must not be empty'),
  keywords: Keywords,
});
export type OnboardingTopic = z.infer<typeof OnboardingTopic>;

/** A person picked in onboarding (spec §3 Suggestions: person). */
export const OnboardingPerson = z.object({
  name: Name,
  linkedInId: OptionalText(200),
  headline: OptionalText(500),
  imageUrl: OptionalText(2000),
});
export type OnboardingPerson = z.infer<typeof OnboardingPerson>;

/** A company picked in onboarding (spec §3 Suggestions: company). */
export const OnboardingCompany = z.object({
  name: Name,
  companyId: OptionalText(200),
  imageUrl: OptionalText(2000),
  subtitle: OptionalText(500),
});
export type OnboardingCompany = z.infer<typeof OnboardingCompany>;

const nameKey = (name: string) => name.trim().toLowerCase();

/** The first name that occurs twice (case-insensitive), or null. */
export function findDuplicateName(items: readonly { name: string }[]): string | null {
  const seen = new Set<string>();
  for (const item of items) {
    const key = nameKey(item.name);
    if (seen.has(key)) return item.name;
    seen.add(key);
  }
  return null;
}

/** Whether `name` is already in one of the lists; the wizard refuses such an entry (no duplicates by name). */
export function hasName(items: readonly { name: string }[], name: string): boolean {
  const key = nameKey(name);
  return items.some((item) => nameKey(item.name) === key);
}

const uniqueByName = <T extends z.ZodType<{ name: string }>>(item: T, what: string) =>
  z
    .array(item)
    .max(ONBOARDING_LIST_MAX, `at most ${ONBOARDING_LIST_MAX} entries`)
    .refine((items) => findDuplicateName(items) === null, { message: `${what} must not repeat a name` });

/**
 * Why a topic list cannot be submitted (spec §5, step 4), or null: at least one topic, at most the cap, and
 * every topic with at least one keyword.
 */
export function topicsProblem(topics: readonly { name: string; keywords: readonly string[] }[]): string | null {
  const named = topics.filter((topic) => topic.name.trim() !== '');
  if (named.length === 0) return ONBOARDING_MESSAGES.noTopic;
  if (named.length > ONBOARDING_TOPIC_CAP) return ONBOARDING_MESSAGES.topicCap;
  if (named.some((topic) => cleanKeywords(topic.keywords).length === 0)) return ONBOARDING_MESSAGES.noKeyword;
  return null;
}

/** Every answer of the onboarding wizard (spec engage.md §3 Onboarding data). */
export const OnboardingData = z
  .object({
    mode: OnboardingMode.default('basic'),
    expertise: FreeText,
    feedPreferences: z
      .array(FeedPreference)
      .min(1, ONBOARDING_MESSAGES.noPreference)
      .transform((preferences) => [...new Set<FeedPreference>([ALWAYS_ON_PREFERENCE, ...preferences])]),
    situation: FreeText,
    solution: FreeText,
    topics: z.array(OnboardingTopic).max(ONBOARDING_TOPIC_CAP, ONBOARDING_MESSAGES.topicCap),
    competitors: Names.default([]),
    /** Adjacent products: software used alongside the user's own. */
    complementarySoftware: Names.default([]),
    /** Partner companies (step 7, beside the target accounts). */
    complements: uniqueByName(OnboardingCompany, 'partners').default([]),
    influencers: uniqueByName(OnboardingPerson, 'influencers').default([]),
    experts: uniqueByName(OnboardingPerson, 'experts').default([]),
    engagementCriteria: FreeText,
    targetCompanies: uniqueByName(OnboardingCompany, 'targetCompanies').default([]),
    /** Every keyword of the topics, as one list. */
    keywords: keywordList(ONBOARDING_ALL_KEYWORDS_MAX).default([]),
    targetCompanyTitles: Names.default([]),
    hotLeadKeywords: Keywords.default([]),
  })
  .superRefine((data, ctx) => {
    const problem = topicsProblem(data.topics);
    if (problem) ctx.addIssue({ code: 'custom', path: ['topics'], message: problem });
    if (findDuplicateName(data.topics) !== null) {
      ctx.addIssue({ code: 'custom', path: ['topics'], message: 'topics must not repeat a name' });
    }
    if (data.experts.some((expert) => hasName(data.influencers, expert.name))) {
      ctx.addIssue({ code: 'custom', path: ['experts'], message: 'an expert is already listed as an influencer' });
    }
  });
export type OnboardingData = z.infer<typeof OnboardingData>;
export type OnboardingDataInput = z.input<typeof OnboardingData>;

export const OnboardingSubmitResult = z.object({
  status: z.literal('success'),
  sourcesCreated: z.number().int().min(0),
  trackersCreated: z.number().int().min(0),
});
export type OnboardingSubmitResult = z.infer<typeof OnboardingSubmitResult>;

export const GettingStartedGuideBody = z.strictObject({
  /** false hides the guide again; true (the default) records it as done. */
  complete: z.boolean({ error: 'must be true or false' }).default(true),
});
export type GettingStartedGuideBody = z.infer<typeof GettingStartedGuideBody>;

export const submitOnboarding = endpoint({
  method: 'POST',
  path: '/onboarding/submit',
  summary:
    'Store the onboarding answers and create the sources and trackers they describe; a second submit adds only what is new',
  body: OnboardingData,
  response: OnboardingSubmitResult,
});

export const completeGettingStartedGuide = endpoint({
  method: 'POST',
  path: '/onboarding/getting-started-guide',
  summary: 'Record that the user has been through the getting-started guide',
  body: GettingStartedGuideBody,
  response: SuccessBody,
});
