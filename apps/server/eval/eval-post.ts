import type { AiPlatform, ContentTag } from '@inroad/contracts/ai';

/**
 * A labelled post for evaluating content tags and AI rules. All invented: people, companies and numbers are made
 * up. Labels follow CONTENT_TAG_MEANINGS; a post may carry several tags or none.
 */
export interface EvalPost {
  id: string;
  platform: AiPlatform;
  posterName: string;
  posterHeadline?: string;
  content: string;
  tags: ContentTag[];
  /** The user's hot-lead keywords, when the post is about them. */
  hotLeadKeywords?: string[];
}

/** A LinkedIn post of a labelled set. */
export const li = (
  id: string,
  posterName: string,
  content: string,
  tags: ContentTag[],
  hotLeadKeywords?: string[],
): EvalPost => ({ id, platform: 'linkedin', posterName, content, tags, hotLeadKeywords });

/** A Reddit post of a labelled set. */
export const rd = (id: string, posterName: string, content: string, tags: ContentTag[]): EvalPost => ({
  id,
  platform: 'reddit',
  posterName,
  content,
  tags,
});
