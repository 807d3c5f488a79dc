import { type AiPostInput, CONTENT_TAG_MEANINGS, CONTENT_TAGS, ContentTag } from '@inroad/contracts/ai';
import { z } from 'zod';
import { formatPost, JSON_ONLY, type PromptSpec, TREAT_AS_DATA } from './prompt-spec.ts';

export const ContentTagsOutput = z.object({ tags: z.array(ContentTag).max(CONTENT_TAGS.length) });

// The user's hot-lead keywords are matched in code after the model answers, so the prompt only asks
// for what needs reading comprehension.
const definitions = CONTENT_TAGS.map(
  (tag) => `- ${tag}: ${CONTENT_TAG_MEANINGS[tag].replace(/, or one of the user's hot-lead keywords appears/, '')}`,
).join('\n');

export const classifyContentPrompt: PromptSpec<AiPostInput, typeof ContentTagsOutput> = {
  name: 'content_tags',
  schema: ContentTagsOutput,
  temperature: 0,
  instructions: [
    'You tag social network posts for a salesperson. Use only these tags, exactly as written:',
    definitions,
    'A post can have several tags or none. Tag what the post is, not what it mentions: advice about hiring is not Hiring, a recap of a past conference is not Event, a rhetorical hook is not Question.',
    TREAT_AS_DATA,
    `${JSON_ONLY} Shape: {"tags": ["Question", ...]}`,
  ].join('\n'),
  prompt: (post) => formatPost(post),
};
