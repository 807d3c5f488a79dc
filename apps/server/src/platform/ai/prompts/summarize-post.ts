import type { AiPostInput } from '@inroad/contracts/ai';
import { z } from 'zod';
import { formatPost, JSON_ONLY, type PromptSpec, TREAT_AS_DATA } from './prompt-spec.ts';

export const SummaryOutput = z.object({ summary: z.string().trim().min(1).max(400) });

export const summarizePostPrompt: PromptSpec<AiPostInput, typeof SummaryOutput> = {
  name: 'post_summary',
  schema: SummaryOutput,
  temperature: 0.2,
  instructions: [
    "You summarise social network posts for a salesperson's inbox.",
    'Write one or two plain sentences, at most 50 words, that say what the post announces, argues or asks, and who it is for when that matters.',
    'Write in the language of the post. No emoji, no hashtags, no quotes around the summary, no preamble such as "This post".',
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"summary": "..."}`,
  ].join('\n'),
  prompt: (post) => formatPost(post),
};
