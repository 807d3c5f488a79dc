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
import { PostStatus, ScheduleChoice, ScheduledTimeText } from './create-schedule.ts';
import { Variant } from './create-variant.ts';
import { endpoint } from './endpoint.ts';
import { SuccessBody } from './errors.ts';
import { RowId, RowIdParam, textField } from './fields.ts';
import { PublicationTarget } from './publishing.ts';

// Answers: the posts written for an idea (create-and-account.md §3, §4, §7). Topics and ideas are in
// content-plan.ts, variants in create-variant.ts, media in media.ts, statuses and times in create-schedule.ts.

export { POST_STATUSES, PostStatus } from './create-schedule.ts';

/** Longest text of one answer field (create-and-account.md §3 preset fields) the form accepts. */
export const PRESET_FIELD_MAX_CHARS = 2000;
/** Longest manual idea, the one-line subject a post is written about when no saved idea is used. */
export const MANUAL_IDEA_MAX_CHARS = 500;
/** Longest post text an answer or a variant holds. */
export const POST_CONTENT_MAX_CHARS = 10_000;

/** The fields each answer type asks for, in the order the form shows them. */
export const ANSWER_TYPE_FIELDS = {
  expert_tip: ExpertTipFields.keyof().options,
  hot_take: HotTakeFields.keyof().options,
} as const;

/**
 * The fields kept as presets, offered again the next time the user answers with that type: for expert_tip
 * the first two (spec §3); for hot_take the ones about the market rather than the post.
 */
export const PRESET_FIELDS = {
  expert_tip: ['desiredOutcome', 'whatPeopleAreDoingWrong'],
  hot_take: ['conventionalWisdom', 'marketChanges', 'uniquePerspective'],
} as const satisfies Record<AnswerType, readonly string[]>;

/** Metadata keys of an answer: one per answer type, `AIPreset__{answerType}`. */
export const AI_PRESET_PREFIX = 'AIPreset__';
export type AiPresetKey = `AIPreset__${AnswerType}`;
export function aiPresetKey(answerType: AnswerType): AiPresetKey {
  return `${AI_PRESET_PREFIX}${answerType}`;
}
export function answerTypeOfPresetKey(key: string): AnswerType | null {
  const parsed = AnswerType.safeParse(key.startsWith(AI_PRESET_PREFIX) ? key.slice(AI_PRESET_PREFIX.length) : '');
  return parsed.success ? parsed.data : null;
}

const PresetFieldText = textField({ max: PRESET_FIELD_MAX_CHARS, trim: false });
const PresetFieldsRecord = z.record(z.string(), PresetFieldText);

/** Field values by name, as the form sends them; names are checked against the answer type. */
function checkFieldNames(
  ctx: z.RefinementCtx,
  answerType: AnswerType,
  fields: Record<string, string>,
  path: (string | number)[],
) {
  const allowed: readonly string[] = ANSWER_TYPE_FIELDS[answerType];
  for (const name of Object.keys(fields)) {
    if (!allowed.includes(name)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, name],
        message: `is not a field of ${answerType} (fields: ${allowed.join(', ')})`,
      });
    }
  }
}

function checkTemplate(ctx: z.RefinementCtx, answerType: AnswerType, template: unknown, key: string) {
  if (template !== undefined && template !== null && answerType !== 'hot_take') {
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `only hot_take drafts have a template (${HOT_TAKE_TEMPLATES.join(', ')})`,
    });
  }
}

const UserPrompt = textField({ max: AI_PROMPT_MAX_CHARS, trim: false });
const ManualIdea = textField({ max: MANUAL_IDEA_MAX_CHARS });

/** A bound on Regenerate's count: a number, not a counter that grows without end. */
export const SUGGESTION_ROUND_MAX = 1000;

/**
 * POST /create/answer/suggestion: drafts for an idea (a saved one by id, or one typed in as `manualIdea`)
 * from the answer type's fields. With `contentIdeaId` the drafts also draw on the idea's topic and its
 * plan's customer fields. Field names are checked against the answer type so a typo is a 400, not
 * a silently empty section.
 */
export const CreateAnswerSuggestionBody = z
  .strictObject({
    contentIdeaId: RowId.optional(),
    manualIdea: ManualIdea.optional(),
    answerType: AnswerType,
    postFormat: PostFormat,
    userPrompt: UserPrompt.optional(),
    presetFields: PresetFieldsRecord.default({}),
    template: HotTakeTemplate.optional(),
    /**
     * Regenerate's count for the same answers, from 0: the basic engine words its drafts another way each round (a
     * model writes new ones anyway).
     */
    round: z
      .number({ error: 'must be a whole number from 0' })
      .int('must be a whole number from 0')
      .min(0, 'must be a whole number from 0')
      .max(SUGGESTION_ROUND_MAX, `must be at most ${SUGGESTION_ROUND_MAX}`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.contentIdeaId === undefined && !body.manualIdea) {
      ctx.addIssue({ code: 'custom', path: ['manualIdea'], message: 'give a contentIdeaId or a manualIdea' });
    }
    checkFieldNames(ctx, body.answerType, body.presetFields, ['presetFields']);
    checkTemplate(ctx, body.answerType, body.template, 'template');
  });
export type CreateAnswerSuggestionBody = z.input<typeof CreateAnswerSuggestionBody>;
export type CreateAnswerSuggestionRequest = z.output<typeof CreateAnswerSuggestionBody>;

/** One generated draft, in the shape of the spec's draft post (create-and-account.md §3). */
export const PostDraft = z.object({
  contentIdeaId: z.number().int().nullable(),
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

/** `AIPreset__{answerType}` → that type's field values. */
export const AnswerMetadata = z.record(z.string(), z.record(z.string(), z.string()));
export type AnswerMetadata = z.infer<typeof AnswerMetadata>;

/** An answer: a post written for an idea (or a manual idea), with the fields it was written from. */
export const Answer = z.object({
  id: z.number().int(),
  contentIdeaId: z.number().int().nullable(),
  manualIdea: z.string().nullable(),
  answerType: AnswerType,
  postFormat: PostFormat,
  postTemplate: HotTakeTemplate.nullable(),
  metadata: AnswerMetadata,
  presetFields: z.record(z.string(), z.string()),
  userPrompt: z.string().nullable(),
  postContent: z.string(),
  status: PostStatus,
  /** UTC text `YYYY-MM-DD HH:MM:SS`; null with status scheduled means as soon as possible ('ASAP'). */
  scheduledTime: z.string().nullable(),
  contentMediaId: z.uuid().nullable(),
  /** `/api/media/{id}.{ext}` for the attached media; opens for the owner's session. */
  mediaUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Answer = z.infer<typeof Answer>;

const PostContent = textField({ max: POST_CONTENT_MAX_CHARS, required: true });

function checkSchedule(ctx: z.RefinementCtx, schedule: ScheduleChoice | undefined, scheduledTime: unknown) {
  if (schedule === 'custom_date' && (scheduledTime === undefined || scheduledTime === null)) {
    ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message: 'is required for a custom_date schedule' });
  }
}

/**
 * POST /create/answer: saves a draft post with its schedule. Without `contentAnswerId` it becomes a new answer
 * (of the idea `contentIdeaId`, or of `manualIdea`); with it, a new variant of that answer ('New Post Variant').
 * `schedule`: asap (scheduled, no time), custom_date (scheduled at `scheduledTime`, UTC text, not before the
 * user's today), none (draft).
 */
export const SaveAnswerBody = z
  .object({
    contentIdeaId: RowId.optional(),
    manualIdea: ManualIdea.optional(),
    contentAnswerId: RowId.optional(),
    postContent: PostContent,
    answerType: AnswerType,
    postFormat: PostFormat,
    userPrompt: UserPrompt.optional(),
    presetFields: PresetFieldsRecord.default({}),
    postTemplate: HotTakeTemplate.optional(),
    contentMediaId: z.uuid({ error: 'must be a media id from /create/answer/media' }).optional(),
    schedule: ScheduleChoice.default('none'),
    scheduledTime: ScheduledTimeText.optional(),
    /**
     * Where a scheduled post goes, set with the save: a post as soon as possible goes out at once, and a destination
     * sent after it would race the publishing. Absent: the user's default LinkedIn.
     */
    target: PublicationTarget.optional(),
  })
  .superRefine((body, ctx) => {
    checkFieldNames(ctx, body.answerType, body.presetFields, ['presetFields']);
    checkTemplate(ctx, body.answerType, body.postTemplate, 'postTemplate');
    checkSchedule(ctx, body.schedule, body.scheduledTime);
    if (body.target && body.schedule === 'none') {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'only a scheduled post has a destination' });
    }
  });
export type SaveAnswerBody = z.input<typeof SaveAnswerBody>;
export type SaveAnswerRequest = z.output<typeof SaveAnswerBody>;

/** The answer saved (or, for a variant, the answer it belongs to) and the new variant, if one was made. */
export const SavedAnswer = SuccessBody.extend({
  answer: Answer,
  variant: Variant.nullable(),
});
export type SavedAnswer = z.infer<typeof SavedAnswer>;

export const AnswersQuery = z.object({ contentIdeaId: RowIdParam });
export type AnswersQuery = z.input<typeof AnswersQuery>;

/** Metadata as sent: only `AIPreset__{answerType}` keys, each with that type's fields. */
const AnswerMetadataInput = z.record(z.string(), PresetFieldsRecord).superRefine((metadata, ctx) => {
  for (const [key, fields] of Object.entries(metadata)) {
    const answerType = answerTypeOfPresetKey(key);
    if (!answerType) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `is not a preset key (${AnswerType.options.map(aiPresetKey).join(', ')})`,
      });
    } else {
      checkFieldNames(ctx, answerType, fields, [key]);
    }
  }
});

/**
 * PUT /answers/{id}: edits an answer's text, its `AIPreset__{type}` fields (merged into what is stored),
 * its template and its schedule. `id` in the body, when sent, must be the path's.
 */
export const UpdateAnswerBody = z
  .object({
    id: RowId.optional(),
    metadata: AnswerMetadataInput.optional(),
    postContent: PostContent.optional(),
    postTemplate: HotTakeTemplate.nullable().optional(),
    schedule: ScheduleChoice.optional(),
    scheduledTime: ScheduledTimeText.optional(),
  })
  .superRefine((body, ctx) => checkSchedule(ctx, body.schedule, body.scheduledTime));
export type UpdateAnswerBody = z.input<typeof UpdateAnswerBody>;
export type UpdateAnswerRequest = z.output<typeof UpdateAnswerBody>;
export const AnswerIdParams = z.object({ id: RowIdParam });

export const SavedAnswerOnly = SuccessBody.extend({ answer: Answer });
export type SavedAnswerOnly = z.infer<typeof SavedAnswerOnly>;

/**
 * GET /create/answer/preset: the preset fields to fill the form with: those of `answerId` when given,
 * else of the idea's newest answer of that type; empty when there is none.
 */
export const AnswerPresetQuery = z.object({
  contentIdeaId: RowIdParam.optional(),
  answerType: AnswerType,
  answerId: RowIdParam.optional(),
});
export type AnswerPresetQuery = z.input<typeof AnswerPresetQuery>;

export const AnswerPresets = z.object({
  answerType: AnswerType,
  /** The answer the presets come from, or null when there is none yet. */
  answerId: z.number().int().nullable(),
  presets: z.record(z.string(), z.string()),
});
export type AnswerPresets = z.infer<typeof AnswerPresets>;

/** POST /create/answer/preset: stores fields under the answer's `AIPreset__{answerType}` metadata. */
export const SaveAnswerPresetBody = z
  .object({ answerId: RowId, answerType: AnswerType, fields: PresetFieldsRecord })
  .superRefine((body, ctx) => checkFieldNames(ctx, body.answerType, body.fields, ['fields']));
export type SaveAnswerPresetBody = z.input<typeof SaveAnswerPresetBody>;

export const createAnswerSuggestion = endpoint({
  method: 'POST',
  path: '/create/answer/suggestion',
  summary:
    'Post drafts written from an idea and the answer type’s fields; 404 for an unknown content idea, 429 when the daily AI limit is spent',
  body: CreateAnswerSuggestionBody,
  response: CreateAnswerSuggestionResponse,
});

export const listAnswers = endpoint({
  method: 'GET',
  path: '/create/answer',
  summary: "A content idea's answers, oldest first",
  query: AnswersQuery,
  response: z.array(Answer),
});

export const saveAnswer = endpoint({
  method: 'POST',
  path: '/create/answer',
  summary: 'Save a draft post with its schedule: a new answer, or with contentAnswerId a new variant of that answer',
  body: SaveAnswerBody,
  response: SavedAnswer,
});

export const deleteAnswer = endpoint({
  method: 'DELETE',
  path: '/create/answer',
  summary: 'Delete an answer with its variants',
  body: z.object({ id: RowId }),
  response: SuccessBody,
});

export const getAnswerPresets = endpoint({
  method: 'GET',
  path: '/create/answer/preset',
  summary: 'The preset fields for an idea and answer type (or of one answer)',
  query: AnswerPresetQuery,
  response: AnswerPresets,
});

export const saveAnswerPresets = endpoint({
  method: 'POST',
  path: '/create/answer/preset',
  summary: 'Store preset fields on an answer under AIPreset__{answerType}',
  body: SaveAnswerPresetBody,
  response: SavedAnswerOnly,
});

export const updateAnswer = endpoint({
  method: 'PUT',
  path: '/answers/:id',
  summary: "Edit an answer's text, AIPreset__{type} metadata, template or schedule",
  body: UpdateAnswerBody,
  response: SavedAnswerOnly,
});

export const listUserPosts = endpoint({
  method: 'GET',
  path: '/create/user_posts',
  summary: "The user's answers (posts) for the content queue, newest first",
  response: z.array(Answer),
});
