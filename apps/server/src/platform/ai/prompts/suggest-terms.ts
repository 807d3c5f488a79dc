import { z } from 'zod';
import { JSON_ONLY, type PromptSpec, quote, TREAT_AS_DATA } from './prompt-spec.ts';

const Term = z.string().trim().min(1).max(60);

export const TopicsOutput = z.object({ topics: z.array(Term).min(3).max(10) });
export const KeywordsOutput = z.object({ keywords: z.array(Term).min(3).max(15) });

const context =
  'A salesperson or marketer is setting up a feed reader that collects LinkedIn and Reddit posts for them. They described what they sell or follow.';

export const suggestTopicsPrompt: PromptSpec<string, typeof TopicsOutput> = {
  name: 'topic_suggestions',
  schema: TopicsOutput,
  temperature: 0.4,
  instructions: [
    context,
    'Suggest 6 to 8 content topics worth following: the themes their buyers and peers post about. Each topic is 1 to 4 words, title case for the first word only, no hashtags, no duplicates.',
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"topics": ["...", ...]}`,
  ].join('\n'),
  prompt: (prompt) => `Description:\n${quote(prompt)}`,
};

export const suggestKeywordsPrompt: PromptSpec<string, typeof KeywordsOutput> = {
  name: 'keyword_suggestions',
  schema: KeywordsOutput,
  temperature: 0.4,
  instructions: [
    context,
    'Suggest 8 to 12 keywords that find relevant posts when matched as whole words, case-insensitively: product categories, problems buyers describe, job titles of buyers, competitor categories. Each keyword is 1 to 3 lower-case words, no hashtags, no duplicates.',
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"keywords": ["...", ...]}`,
  ].join('\n'),
  prompt: (prompt) => `Description:\n${quote(prompt)}`,
};
