import { z } from 'zod';
import {
  AI_PROMPT_MAX_CHARS,
  AiEngine,
  AnswerType,
  ExpertTipFields,
  HOT_TAKE_TEMPLATES,
  HotTakeFields,
  HotTakeTemplate,
  PostFormat,
} from './ai.ts';
import { endpoint } from './endpoint.ts';

/** Longest text of one answer field (create-and-account.md §3 preset fields) the form accepts. */
export const PRESET_FIELD_MAX_CHARS = 2000;
/** Longest manual idea, the one-line subject a post is written about when no saved idea is used. */
export const MANUAL_IDEA_MAX_CHARS = 500;

/** The fields each answer type asks for, in the order the form shows them. */
export const ANSWER_TYPE_FIELDS = {
  expert_tip: ExpertTipFields.keyof().options,
  hot_take: HotTakeFields.keyof().options,
} as const;

export const POST_STATUSES = ['queued', 'scheduled', 'draft'] as const;
export const PostStatus = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof PostStatus>;

const PresetFieldText = z.string().max(PRESET_FIELD_MAX_CHARS, `must be at most ${PRESET_FIELD_MAX_CHARS} characters`);

/**
 * POST /create/answer/suggestion: drafts for an idea (a saved one by id, or one typed in as `manualIdea`)
 * from the answer type's fields. Field names are checked against the answer type so a typo is a 400, not
 * a silently empty section.
 */
export const CreateAnswerSuggestionBody = z
  .strictObject({
    contentIdeaId: z.uuid({ error: 'must be a content idea id (UUID)' }).optional(),
    manualIdea: z
      .string()
      .trim()
      .max(MANUAL_IDEA_MAX_CHARS, `must be at most ${MANUAL_IDEA_MAX_CHARS} characters`)
      .optional(),
    answerType: AnswerType,
    postFormat: PostFormat,
    userPrompt: z.string().max(AI_PROMPT_MAX_CHARS, `must be at most ${AI_PROMPT_MAX_CHARS} characters`).optional(),
    presetFields: z.record(z.string(), PresetFieldText).default({}),
    template: HotTakeTemplate.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.contentIdeaId === undefined && !body.manualIdea) {
      ctx.addIssue({ code: 'custom', path: ['manualIdea'], message: 'give a contentIdeaId or a manualIdea' });
    }
    const allowed: readonly string[] = ANSWER_TYPE_FIELDS[body.answerType];
    for (const name of Object.keys(body.presetFields)) {
      if (!allowed.includes(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['presetFields', name],
          message: `is not a field of ${body.answerType} (fields: ${allowed.join(', ')})`,
        });
      }
    }
    if (body.template !== undefined && body.answerType !== 'hot_take') {
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: `only hot_take drafts have a template (${HOT_TAKE_TEMPLATES.join(', ')})`,
      });
    }
  });
export type CreateAnswerSuggestionBody = z.input<typeof CreateAnswerSuggestionBody>;
export type CreateAnswerSuggestionRequest = z.output<typeof CreateAnswerSuggestionBody>;

/** One generated draft, in the shape of the spec's draft post (create-and-account.md §3). */
export const PostDraft = z.object({
  contentIdeaId: z.string().nullable(),
  postContent: z.string(),
  status: PostStatus,
  scheduledTime: z.string().nullable(),
  answerType: AnswerType,
  postFormat: PostFormat,
  userPrompt: z.string().nullable(),
});
export type PostDraft = z.infer<typeof PostDraft>;

/** Several drafts to choose from; `engine: 'local'` means the basic offline engine wrote them. */
export const CreateAnswerSuggestionResponse = z.object({ postDraft: z.array(PostDraft), engine: AiEngine });
export type CreateAnswerSuggestionResponse = z.infer<typeof CreateAnswerSuggestionResponse>;

export const createAnswerSuggestion = endpoint({
  method: 'POST',
  path: '/create/answer/suggestion',
  summary:
    'Post drafts written from an idea and the answer type’s fields; 404 for an unknown content idea, 429 when the daily AI limit is spent',
  body: CreateAnswerSuggestionBody,
  response: CreateAnswerSuggestionResponse,
});
