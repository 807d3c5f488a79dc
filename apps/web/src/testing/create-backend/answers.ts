import {
  aiPresetKey,
  createAnswerSuggestion,
  deleteAnswer,
  getAnswerPresets,
  listAnswers,
  listUserPosts,
  saveAnswer,
  updateAnswer,
} from '@inroad/contracts/create';
import { statusForSchedule } from '@inroad/contracts/create-schedule';
import { deleteVariant, listVariants, type Variant } from '@inroad/contracts/create-variant';
import { createMediaUpload } from '@inroad/contracts/media';
import { NO_POSTING_SLOTS_MESSAGE } from '@inroad/contracts/posting-slots';
import { POST_IN_HAND_MESSAGE, VARIANT_IN_HAND_MESSAGE } from '@inroad/contracts/publishing';
import { buildAnswer, buildMediaUpload, NOW } from './builders.ts';
import { type BackendContext, badRequest, conflict, findAnswer, isInHand, on, type Route, SUCCESS } from './handler.ts';
import { targetPublication } from './publishing.ts';

/** Answers (the posts), their drafts, their variants and the media they carry. */
export function answerRoutes({ state, id }: BackendContext): Route[] {
  const timeOf = (body: { schedule: string; scheduledTime?: string }) => {
    if (body.schedule === 'custom_date') return body.scheduledTime ?? null;
    if (body.schedule === 'next_free_slot') return state.nextFreeSlot ?? badRequest(NO_POSTING_SLOTS_MESSAGE);
    return null;
  };
  return [
    on(listAnswers, ({ query }) => state.answers.filter((a) => a.contentIdeaId === query.contentIdeaId)),
    on(getAnswerPresets, ({ query }) => {
      const latest = state.answers
        .filter((a) => a.contentIdeaId === query.contentIdeaId && a.answerType === query.answerType)
        .at(-1);
      return {
        answerType: query.answerType,
        answerId: latest?.id ?? null,
        presets: latest?.metadata[aiPresetKey(query.answerType)] ?? {},
      };
    }),
    on(listUserPosts, () => [...state.answers].reverse()),
    on(createAnswerSuggestion, ({ body }) => ({
      engine: 'model',
      postDraft: [1, 2].map((n) => ({
        contentIdeaId: body.contentIdeaId ?? null,
        postContent: `Draft ${n} about ${body.manualIdea ?? `idea ${body.contentIdeaId}`}`,
        status: 'draft',
        scheduledTime: null,
        answerType: body.answerType,
        postFormat: body.postFormat,
        userPrompt: body.userPrompt ?? null,
      })),
    })),
    on(saveAnswer, ({ body }) => {
      // The target is set before the post is stored: as on the server, a destination refused saves nothing.
      const status = statusForSchedule(body.schedule);
      const scheduledTime = timeOf(body);
      const mediaUrl = body.contentMediaId ? `/api/media/${body.contentMediaId}.png` : null;
      if (body.contentAnswerId !== undefined) {
        const variant: Variant = {
          id: id(),
          contentAnswerId: body.contentAnswerId,
          format: body.postFormat,
          content: body.postContent,
          contentMediaId: body.contentMediaId ?? null,
          mediaUrl,
          status,
          scheduledTime,
          createdAt: NOW,
        };
        if (body.target) targetPublication({ state, id }, { variantId: variant.id }, body.target);
        state.variants.push(variant);
        return { ...SUCCESS, answer: findAnswer(state, body.contentAnswerId), variant };
      }
      const saved = buildAnswer({
        id: id(),
        contentIdeaId: body.contentIdeaId ?? null,
        manualIdea: body.manualIdea ?? null,
        answerType: body.answerType,
        postFormat: body.postFormat,
        postTemplate: body.postTemplate ?? null,
        metadata: { [aiPresetKey(body.answerType)]: body.presetFields },
        presetFields: body.presetFields,
        userPrompt: body.userPrompt ?? null,
        postContent: body.postContent,
        status,
        scheduledTime,
        contentMediaId: body.contentMediaId ?? null,
        mediaUrl,
      });
      if (body.target) targetPublication({ state, id }, { answerId: saved.id }, body.target);
      state.answers.push(saved);
      return { ...SUCCESS, answer: saved, variant: null };
    }),
    on(updateAnswer, ({ body, params }) => {
      const found = findAnswer(state, Number(params.id));
      if (body.postContent !== undefined) found.postContent = body.postContent;
      for (const [key, fields] of Object.entries(body.metadata ?? {})) {
        found.metadata = {
          ...found.metadata,
          [key]: { ...found.metadata[key], ...(fields as Record<string, string>) },
        };
      }
      return { ...SUCCESS, answer: found };
    }),
    on(deleteAnswer, ({ body }) => {
      if (isInHand(state.publications.find((p) => p.answerId === body.id))) conflict(POST_IN_HAND_MESSAGE);
      // Its variants go with it, so one of them in hand keeps the post too.
      const variantIds = state.variants.filter((v) => v.contentAnswerId === body.id).map((v) => v.id);
      if (state.publications.some((p) => isInHand(p) && variantIds.includes(p.variantId ?? -1))) {
        conflict(VARIANT_IN_HAND_MESSAGE);
      }
      state.answers = state.answers.filter((a) => a.id !== body.id);
      state.variants = state.variants.filter((v) => v.contentAnswerId !== body.id);
      return SUCCESS;
    }),
    on(listVariants, ({ query }) => state.variants.filter((v) => v.contentAnswerId === query.contentAnswerId)),
    on(deleteVariant, ({ body }) => {
      if (isInHand(state.publications.find((p) => p.variantId === body.id))) conflict(POST_IN_HAND_MESSAGE);
      state.variants = state.variants.filter((v) => v.id !== body.id);
      return SUCCESS;
    }),
    on(createMediaUpload, () => buildMediaUpload()),
  ];
}
