import { describe, expect, it } from 'vitest';
import {
  AiCommentSuggestions,
  aiSuggestComments,
  CONTENT_TAG_MEANINGS,
  CONTENT_TAGS,
  DraftPostInput,
  OnboardingAiPromptBody,
  onboardingAiKeywords,
  onboardingAiTopics,
} from './ai.ts';

describe('AI contracts', () => {
  it('documents every content tag', () => {
    expect(CONTENT_TAGS).toEqual(['Question', 'Hiring', 'Launch', 'Event', 'Job change', 'Hot lead']);
    for (const tag of CONTENT_TAGS) expect(CONTENT_TAG_MEANINGS[tag].length).toBeGreaterThan(20);
  });

  it('trims onboarding prompts and refuses empty ones', () => {
    expect(OnboardingAiPromptBody.parse({ prompt: '  payroll software  ' })).toEqual({ prompt: 'payroll software' });
    const empty = OnboardingAiPromptBody.safeParse({ prompt: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('prompt must not be empty');
  });

  it('defines the endpoints under /api', () => {
    expect([aiSuggestComments.method, aiSuggestComments.path]).toEqual(['POST', '/post/comment/ai-suggest']);
    expect(onboardingAiTopics.path).toBe('/onboarding/ai/topics');
    expect(onboardingAiKeywords.path).toBe('/onboarding/ai/keywords');
    expect(AiCommentSuggestions.parse({ suggestions: ['a', 'b', 'c'], engine: 'local' }).engine).toBe('local');
  });

  it('accepts draft inputs by answer type', () => {
    const hotTake = DraftPostInput.parse({
      answerType: 'hot_take',
      template: 'strong_opinion',
      postFormat: 'shortform_video',
      fields: { conventionalWisdom: 'Cold calling is dead' },
    });
    expect(hotTake.answerType).toBe('hot_take');
    expect(DraftPostInput.safeParse({ answerType: 'expert_tip', postFormat: 'carousel', fields: {} }).success).toBe(
      false,
    );
  });
});
