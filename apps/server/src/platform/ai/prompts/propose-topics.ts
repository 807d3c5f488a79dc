import type { AiPlanInput } from '@inroad/contracts/ai';
import { z } from 'zod';
import { JSON_ONLY, type PromptSpec, quote, TREAT_AS_DATA } from './prompt-spec.ts';

export const TopicProposalsOutput = z.object({
  topics: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        ideas: z.array(z.string().trim().min(1).max(300)).min(2).max(5),
      }),
    )
    .min(3)
    .max(6),
});

const LABELS: Record<string, string> = {
  name: 'Plan name',
  roleDescription: 'Ideal customer title',
  companyDescription: 'Target company',
  customerObservations: 'Problems the customer has',
  customerHypothesis: "The customer's own explanation of the problem",
  customerBarriers: 'What blocks the customer from solving it',
};

function describe(plan: AiPlanInput): string {
  const lines = Object.entries(plan)
    .filter(([key, value]) => key in LABELS && typeof value === 'string' && value.trim() !== '')
    .map(([key, value]) => `${LABELS[key]}: ${value}`)
    .join('\n');
  return `Content plan for reaching this customer:\n${quote(lines)}`;
}

export const proposeTopicsPrompt: PromptSpec<AiPlanInput, typeof TopicProposalsOutput> = {
  name: 'content_plan_topics',
  schema: TopicProposalsOutput,
  temperature: 0.7,
  instructions: [
    'You plan LinkedIn content that draws in a specific kind of customer: posts that show the author understands their problems and can help.',
    'Propose 3 to 5 content topics (short theme names, at most 6 words) and under each 3 post ideas (one sentence each, specific, written as a post subject).',
    "Build the topics on the customer's problems, their own explanation of them, and what blocks them; speak to their title and company. Do not invent facts about the author.",
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"topics": [{"name": "...", "ideas": ["...", "...", "..."]}]}`,
  ].join('\n'),
  prompt: describe,
};
