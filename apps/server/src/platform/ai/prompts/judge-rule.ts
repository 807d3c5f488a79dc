import type { AiPostInput } from '@inroad/contracts/ai';
import { z } from 'zod';
import { formatPost, JSON_ONLY, type PromptSpec, quote, TREAT_AS_DATA } from './prompt-spec.ts';

export const JudgementOutput = z.object({ match: z.boolean(), reason: z.string().trim().min(1).max(300) });

export interface JudgeRuleInput {
  criterion: string;
  post: AiPostInput;
}

export const judgeRulePrompt: PromptSpec<JudgeRuleInput, typeof JudgementOutput> = {
  name: 'rule_judgement',
  schema: JudgementOutput,
  temperature: 0,
  instructions: [
    'You decide whether a social network post meets a criterion a salesperson wrote to filter their feed.',
    'Judge what the post actually does or says, not words it merely contains: "posts where someone asks for a CRM recommendation" does not match a post that only mentions a CRM.',
    'When the post is ambiguous, answer false. Give the reason in one short sentence that names the deciding evidence.',
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"match": true|false, "reason": "..."}`,
  ].join('\n'),
  prompt: ({ criterion, post }) => `Criterion:\n${quote(criterion)}\n\n${formatPost(post)}`,
};
