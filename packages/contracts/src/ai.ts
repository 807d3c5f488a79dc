import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * Which engine answered: `model` is the configured OpenAI-compatible provider, `local` the offline
 * rule-based engine. The interface labels `local` results as basic.
 */
export const AI_ENGINES = ['local', 'model'] as const;
export const AiEngine = z.enum(AI_ENGINES);
export type AiEngine = z.infer<typeof AiEngine>;

/** Longest post text the AI layer reads; longer content is cut before any engine sees it. */
export const AI_CONTENT_MAX_CHARS = 8000;
/** Longest AI-rule criterion or onboarding prompt the AI layer reads. */
export const AI_PROMPT_MAX_CHARS = 1000;
/** A suggested comment stays under this many characters. */
export const AI_COMMENT_MAX_CHARS = 300;
export const AI_COMMENT_SUGGESTION_COUNT = 3;
/** A short-form video is about 60 seconds, which is about 150 spoken words. */
export const SHORTFORM_SCRIPT_WORDS = 150;

/** System content tags, set by the classifier on every ingested post. */
export const CONTENT_TAGS = ['Question', 'Hiring', 'Launch', 'Event', 'Job change', 'Hot lead'] as const;
export const ContentTag = z.enum(CONTENT_TAGS);
export type ContentTag = z.infer<typeof ContentTag>;

/** What each content tag means; the classifier (both engines) and the interface's tooltips use these. */
export const CONTENT_TAG_MEANINGS: Record<ContentTag, string> = {
  Question: 'The author asks readers a real question or for advice or recommendations (not a rhetorical hook).',
  Hiring: 'The author or their company is recruiting: an open role, "we are hiring", a call for applications.',
  Launch: 'The author announces a product, feature, service, book or company that is newly released or launching.',
  Event: 'The post announces or invites to an upcoming or live event: webinar, conference, meetup, workshop, talk.',
  'Job change': 'Someone starts a new job, is promoted or leaves a role; usually the author announcing their own move.',
  'Hot lead':
    "The author shows buying intent (looking for, comparing or switching a product, service or vendor), or one of the user's hot-lead keywords appears.",
};

export const AI_PLATFORMS = ['linkedin', 'reddit'] as const;
export const AiPlatform = z.enum(AI_PLATFORMS);
export type AiPlatform = z.infer<typeof AiPlatform>;

/** The part of a post the AI layer reads. */
export const AiPostInput = z.object({
  id: z.string().optional(),
  content: z.string(),
  posterName: z.string(),
  posterHeadline: z.string().optional(),
  platform: AiPlatform,
});
export type AiPostInput = z.infer<typeof AiPostInput>;

/** The signed-in user, as far as comment suggestions need them (they write as this person). */
export const AiUserInput = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  headline: z.string().optional(),
  expertise: z.string().optional(),
});
export type AiUserInput = z.infer<typeof AiUserInput>;

export const AiSummaryResult = z.object({ summary: z.string(), engine: AiEngine });
export type AiSummaryResult = z.infer<typeof AiSummaryResult>;

export const AiRuleJudgement = z.object({ match: z.boolean(), reason: z.string(), engine: AiEngine });
export type AiRuleJudgement = z.infer<typeof AiRuleJudgement>;

export const AiContentTagsResult = z.object({ tags: z.array(ContentTag), engine: AiEngine });
export type AiContentTagsResult = z.infer<typeof AiContentTagsResult>;

export const AiCommentSuggestions = z.object({ suggestions: z.array(z.string()), engine: AiEngine });
export type AiCommentSuggestions = z.infer<typeof AiCommentSuggestions>;

export const AiTopicSuggestions = z.object({ topics: z.array(z.string()), engine: AiEngine });
export type AiTopicSuggestions = z.infer<typeof AiTopicSuggestions>;

export const AiKeywordSuggestions = z.object({ keywords: z.array(z.string()), engine: AiEngine });
export type AiKeywordSuggestions = z.infer<typeof AiKeywordSuggestions>;

// ---- Post drafts (create-and-account.md §3) ----

export const ANSWER_TYPES = ['expert_tip', 'hot_take'] as const;
export const AnswerType = z.enum(ANSWER_TYPES);
export type AnswerType = z.infer<typeof AnswerType>;

export const POST_FORMATS = ['longform_text', 'shortform_video'] as const;
export const PostFormat = z.enum(POST_FORMATS);
export type PostFormat = z.infer<typeof PostFormat>;

export const HOT_TAKE_TEMPLATES = ['strong_opinion', 'nuanced_callout'] as const;
export const HotTakeTemplate = z.enum(HOT_TAKE_TEMPLATES);
export type HotTakeTemplate = z.infer<typeof HotTakeTemplate>;

const Field = z.string().optional();

export const ExpertTipFields = z.object({
  desiredOutcome: Field,
  whatPeopleAreDoingWrong: Field,
  advice: Field,
});
export type ExpertTipFields = z.infer<typeof ExpertTipFields>;

export const HotTakeFields = z.object({
  conventionalWisdom: Field,
  marketChanges: Field,
  uniquePerspective: Field,
  yourAdvice: Field,
  yourExperience: Field,
  otherStories: Field,
});
export type HotTakeFields = z.infer<typeof HotTakeFields>;

/** The content plan a draft belongs to, when there is one (generate_leads plans carry the audience). */
export const AiPlanInput = z.object({
  name: z.string().optional(),
  type: z.enum(['generate_leads', 'blank']).optional(),
  roleDescription: z.string().optional(),
  companyDescription: z.string().optional(),
  customerObservations: z.string().optional(),
  customerHypothesis: z.string().optional(),
  customerBarriers: z.string().optional(),
});
export type AiPlanInput = z.infer<typeof AiPlanInput>;

const DraftCommon = {
  postFormat: PostFormat,
  userPrompt: z.string().optional(),
  /** The content idea's text, when the draft is written for an idea. */
  idea: z.string().optional(),
  /** The content topic the idea sits under. */
  topic: z.string().optional(),
  plan: AiPlanInput.optional(),
  /** How many times the user asked again (Regenerate): the basic engine words its drafts another way each round. */
  round: z.number().int().min(0).optional(),
};

export const DraftPostInput = z.discriminatedUnion('answerType', [
  z.object({ answerType: z.literal('expert_tip'), fields: ExpertTipFields, ...DraftCommon }),
  z.object({
    answerType: z.literal('hot_take'),
    fields: HotTakeFields,
    template: HotTakeTemplate.optional(),
    ...DraftCommon,
  }),
]);
export type DraftPostInput = z.infer<typeof DraftPostInput>;

export const AiPostDrafts = z.object({ drafts: z.array(z.string()), engine: AiEngine });
export type AiPostDrafts = z.infer<typeof AiPostDrafts>;

/** The starting topics of a generate_leads content plan, each with a few ideas. */
export const AiTopicProposal = z.object({ name: z.string(), ideas: z.array(z.string()) });
export type AiTopicProposal = z.infer<typeof AiTopicProposal>;
export const AiContentPlanProposal = z.object({ topics: z.array(AiTopicProposal), engine: AiEngine });
export type AiContentPlanProposal = z.infer<typeof AiContentPlanProposal>;

// ---- Endpoints ----

export const AiSuggestCommentsBody = z.strictObject({ id: z.uuid({ error: 'must be a post id (UUID)' }) });
export type AiSuggestCommentsBody = z.infer<typeof AiSuggestCommentsBody>;

export const OnboardingAiPromptBody = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, 'prompt must not be empty')
    .max(AI_PROMPT_MAX_CHARS, `prompt must be at most ${AI_PROMPT_MAX_CHARS} characters`),
});
export type OnboardingAiPromptBody = z.infer<typeof OnboardingAiPromptBody>;

export const aiSuggestComments = endpoint({
  method: 'POST',
  path: '/post/comment/ai-suggest',
  summary: "Three suggested comments for one of the caller's posts; 429 when the daily AI limit is spent",
  body: AiSuggestCommentsBody,
  response: AiCommentSuggestions,
});

export const onboardingAiTopics = endpoint({
  method: 'POST',
  path: '/onboarding/ai/topics',
  summary: 'Topic suggestions for onboarding from a free-text description of what the user sells or follows',
  body: OnboardingAiPromptBody,
  response: AiTopicSuggestions,
});

export const onboardingAiKeywords = endpoint({
  method: 'POST',
  path: '/onboarding/ai/keywords',
  summary: 'Keyword suggestions for onboarding from a free-text description of what the user sells or follows',
  body: OnboardingAiPromptBody,
  response: AiKeywordSuggestions,
});
