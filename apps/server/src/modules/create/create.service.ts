import type { AiPlanInput } from '@inroad/contracts/ai';
import type { CreateAnswerSuggestionRequest, CreateAnswerSuggestionResponse } from '@inroad/contracts/create';
import type { Db } from '../../db/client.ts';
import type { AiService } from '../../platform/ai/ai-service.ts';
import { ideaContext } from '../content-plan/content-plan.service.ts';

/** The plan fields a draft draws on; empty ones are left out. */
function planInput(plan: Awaited<ReturnType<typeof ideaContext>>['plan']): AiPlanInput {
  const input: AiPlanInput = { name: plan.name, type: plan.type };
  const fields = [
    'roleDescription',
    'companyDescription',
    'customerObservations',
    'customerHypothesis',
    'customerBarriers',
  ] as const;
  for (const field of fields) {
    const value = plan[field];
    if (value) input[field] = value;
  }
  return input;
}

/**
 * Drafts for one idea from the user's answers. With a saved idea (`contentIdeaId`) the drafts are about that
 * idea, under its topic, for its plan's customer; a `manualIdea` stands alone. Another user's idea is a 404.
 */
export async function suggestPostDrafts(options: {
  db: Db;
  ai: AiService;
  userId: string;
  request: CreateAnswerSuggestionRequest;
}): Promise<CreateAnswerSuggestionResponse> {
  const { request } = options;
  const context =
    request.contentIdeaId === undefined
      ? null
      : await ideaContext({ db: options.db, userId: options.userId, ideaId: request.contentIdeaId });
  const common = {
    userId: options.userId,
    postFormat: request.postFormat,
    idea: context?.idea.idea ?? request.manualIdea,
    topic: context?.group.name,
    plan: context ? planInput(context.plan) : undefined,
    userPrompt: request.userPrompt,
    round: request.round,
  };
  const result =
    request.answerType === 'expert_tip'
      ? await options.ai.draftPost({ ...common, answerType: 'expert_tip', fields: request.presetFields })
      : await options.ai.draftPost({
          ...common,
          answerType: 'hot_take',
          fields: request.presetFields,
          template: request.template,
        });
  return {
    engine: result.engine,
    postDraft: result.drafts.map((postContent) => ({
      contentIdeaId: context?.idea.id ?? null,
      postContent,
      status: 'draft' as const,
      scheduledTime: null,
      answerType: request.answerType,
      postFormat: request.postFormat,
      userPrompt: request.userPrompt ?? null,
    })),
  };
}
