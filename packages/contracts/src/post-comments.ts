import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { PostComment } from './post.ts';
import { stripUnsafeText } from './text.ts';

// The comments panel's store (spec engage.md §2 Post card, §7): the web app asks the server first; on a miss
// (response_code other than 200) it has the extension fetch the comments and posts the raw answer here.

export const POST_COMMENTS_MAX = 500;

export const CachedCommentsQuery = z.object({
  postId: z.uuid({ error: 'must be a post id (UUID)' }),
});
export type CachedCommentsQuery = z.infer<typeof CachedCommentsQuery>;

export const CachedComments = z.object({
  /** 200 with the stored comments; 404 when none were stored yet. */
  response_code: z.union([z.literal(200), z.literal(404)]),
  comments: z.array(PostComment),
  fetchedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CachedComments = z.infer<typeof CachedComments>;

/**
 * rawData: LinkedIn's answer as the extension got it, parsed by the server. comments: already normalised
 * comments (used when the server has no parser for the answer, and by tests).
 */
export const StoreCommentsBody = z
  .object({
    post: z.object({ id: z.uuid({ error: 'must be a post id (UUID)' }) }),
    // From the network: cleaned of NUL and unpaired surrogates rather than refused.
    rawData: z.unknown().transform(stripUnsafeText).optional(),
    comments: z.array(PostComment).max(POST_COMMENTS_MAX).transform(stripUnsafeText).optional(),
  })
  .refine((b) => (b.rawData !== undefined && b.rawData !== null) || b.comments !== undefined, {
    message: 'send rawData (or normalised comments)',
    path: ['rawData'],
  });
export type StoreCommentsBody = z.input<typeof StoreCommentsBody>;

export const getCachedLinkedinComments = endpoint({
  method: 'GET',
  path: '/extension/format/linkedin/comments',
  summary: "A post's stored comments; response_code 404 when none are stored",
  query: CachedCommentsQuery,
  response: CachedComments,
});

export const storeLinkedinComments = endpoint({
  method: 'POST',
  path: '/extension/format/linkedin/comments',
  summary: "Normalise and store a post's comments as the extension fetched them",
  body: StoreCommentsBody,
  response: CachedComments,
});
