import {
  AI_COMMENT_MAX_CHARS,
  AI_COMMENT_SUGGESTION_COUNT,
  type AiPostInput,
  type AiUserInput,
} from '@inroad/contracts/ai';
import { z } from 'zod';
import { formatPost, JSON_ONLY, type PromptSpec, quote, TREAT_AS_DATA } from './prompt-spec.ts';

const Comment = z
  .string()
  .trim()
  .min(1)
  .max(AI_COMMENT_MAX_CHARS - 1)
  .refine((c) => !/(^|\s)#[\p{L}\p{N}_]/u.test(c), 'no hashtags');

export const CommentsOutput = z.object({
  suggestions: z
    .array(Comment)
    .length(AI_COMMENT_SUGGESTION_COUNT)
    .refine((list) => new Set(list.map((c) => c.toLowerCase())).size === list.length, 'suggestions must differ'),
});

export interface SuggestCommentsInput {
  post: AiPostInput;
  user: AiUserInput;
}

function describeUser(user: AiUserInput): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const parts = [
    name && `Name: ${name}`,
    user.headline && `Headline: ${user.headline}`,
    user.expertise && `Expertise: ${user.expertise}`,
  ];
  const known = parts.filter(Boolean).join('\n');
  return known === '' ? 'Nothing is known about the commenter.' : quote(known);
}

export const suggestCommentsPrompt: PromptSpec<SuggestCommentsInput, typeof CommentsOutput> = {
  name: 'comment_suggestions',
  schema: CommentsOutput,
  temperature: 0.7,
  instructions: [
    `Write ${AI_COMMENT_SUGGESTION_COUNT} different comments the commenter could post under the post, as a thoughtful professional would.`,
    'Make them distinct in kind: one asks a specific question, one agrees and adds a concrete point, one shares a short relevant experience.',
    `Each comment is under ${AI_COMMENT_MAX_CHARS} characters, refers to something specific in the post, and uses the author's first name at most once when the author is a person.`,
    'No hashtags, no emoji strings, no generic praise ("Great post", "Love this", "Thanks for sharing"), no selling, no links. Write in the language of the post.',
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"suggestions": ["...", "...", "..."]}`,
  ].join('\n'),
  prompt: ({ post, user }) => `Commenter:\n${describeUser(user)}\n\n${formatPost(post)}`,
};
