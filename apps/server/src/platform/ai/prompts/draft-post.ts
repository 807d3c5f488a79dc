import { type DraftPostInput, SHORTFORM_SCRIPT_WORDS } from '@inroad/contracts/ai';
import { z } from 'zod';
import { JSON_ONLY, type PromptSpec, quote, TREAT_AS_DATA, withoutMarkers } from './prompt-spec.ts';

export const DraftsOutput = z.object({ drafts: z.array(z.string().trim().min(1).max(3000)).min(2).max(4) });

const FIELD_LABELS: Record<string, string> = {
  desiredOutcome: 'Desired outcome',
  whatPeopleAreDoingWrong: 'What people are doing wrong',
  advice: 'Advice',
  conventionalWisdom: 'Conventional wisdom',
  marketChanges: 'What changed in the market',
  uniquePerspective: 'Unique perspective',
  yourAdvice: 'Advice',
  yourExperience: 'Own experience',
  otherStories: 'Other stories',
};

function describe(input: DraftPostInput): string {
  const fields = Object.entries(input.fields)
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([key, value]) => `${FIELD_LABELS[key] ?? key}: ${value}`)
    .join('\n');
  const plan = input.plan
    ? Object.entries(input.plan)
        .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
        .map(([key, value]) => `${key}: ${value}`)
        .join('\n')
    : '';
  const parts = [
    `Answer type: ${input.answerType}${input.answerType === 'hot_take' && input.template ? ` (template: ${input.template})` : ''}`,
    `Format: ${input.postFormat}`,
    fields && `Author's answers:\n${quote(fields)}`,
    input.idea && `Content idea:\n${quote(input.idea)}`,
    input.topic && `Content topic:\n${quote(input.topic)}`,
    plan && `Content plan:\n${quote(plan)}`,
    // The author's own request steers the drafts, so unlike network text it is not fenced off as data.
    input.userPrompt && `The author's request: ${withoutMarkers(input.userPrompt)}`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

export const draftPostPrompt: PromptSpec<DraftPostInput, typeof DraftsOutput> = {
  name: 'post_drafts',
  schema: DraftsOutput,
  temperature: 0.8,
  instructions: [
    "You ghost-write LinkedIn posts from the author's own answers. Write 3 distinct drafts in the author's voice (first person).",
    'Use only claims, numbers and stories the author gave; do not invent results or clients. Open with a strong first line, keep paragraphs short, end with a question or a clear takeaway. No hashtags unless the author asks for them.',
    'expert_tip: teach the desired outcome, name what people do wrong, give the advice. hot_take: challenge the conventional wisdom with what changed and the unique perspective; strong_opinion is direct and confident, nuanced_callout grants what is true before correcting it.',
    `shortform_video: each draft is a spoken script of about ${SHORTFORM_SCRIPT_WORDS} words (about 60 seconds), in short spoken sentences, one section per paragraph, with no stage directions. longform_text: 120 to 250 words.`,
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"drafts": ["...", "...", "..."]}`,
  ].join('\n'),
  prompt: describe,
};
