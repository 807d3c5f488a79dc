import type { CreateAnswerSuggestionRequest, CreateAnswerSuggestionResponse } from '@inroad/contracts/create';
import { notFound } from '../../http/app-error.ts';
import type { AiService } from '../../platform/ai/ai-service.ts';

/**
 * Drafts for one idea from the user's answers. Content ideas are not stored yet (the content plan screens
 * come later), so a `contentIdeaId` can only name an idea that does not exist: 404, never a draft about
 * nothing.
 */
export async function suggestPostDrafts(options: {
  ai: AiService;
  userId: string;
  request: CreateAnswerSuggestionRequest;
}): Promise<CreateAnswerSuggestionResponse> {
  const { request } = options;
  if (request.contentIdeaId !== undefined) throw notFound('Content idea');
  const common = {
    userId: options.userId,
    postFormat: request.postFormat,
    idea: request.manualIdea,
    userPrompt: request.userPrompt,
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
      contentIdeaId: null,
      postContent,
      status: 'draft' as const,
      scheduledTime: null,
      answerType: request.answerType,
      postFormat: request.postFormat,
      userPrompt: request.userPrompt ?? null,
    })),
  };
}
