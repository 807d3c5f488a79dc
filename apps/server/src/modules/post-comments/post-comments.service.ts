import type { PostComment } from '@inroad/contracts/post';
import { type CachedComments, POST_COMMENTS_MAX } from '@inroad/contracts/post-comments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { parseLinkedinComments } from '../network/linkedin/comments.ts';
import { RawDataError } from '../network/raw.ts';
import { parseRedditComments } from '../network/reddit/comments.ts';
import * as q from './post-comments.queries.ts';

export async function getCachedComments(options: { db: Db; userId: string; postId: string }): Promise<CachedComments> {
  const cached = await q.findCachedComments(options.db, options.userId, options.postId);
  if (!cached) return { response_code: 404, comments: [], fetchedAt: null };
  return { response_code: 200, comments: cached.comments, fetchedAt: cached.fetchedAt.toISOString() };
}

function parse(rawData: unknown, platform: 'linkedin' | 'reddit'): PostComment[] {
  try {
    // The extension fetched this post's comments, so every comment in the answer is one of them.
    return platform === 'reddit' ? parseRedditComments(rawData) : parseLinkedinComments(rawData);
  } catch (error) {
    if (error instanceof RawDataError) {
      throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
    }
    throw error;
  }
}

/**
 * Stores what the extension fetched: a raw LinkedIn or Reddit answer (by the post's platform) is parsed by the
 * network module; comments already
 * normalised (the shape GET answers with) are stored as they are.
 */
export async function storeComments(options: {
  db: Db;
  userId: string;
  postId: string;
  rawData: unknown;
  comments: PostComment[] | undefined;
  now?: Date;
}): Promise<CachedComments> {
  const { db, userId, postId } = options;
  const now = options.now ?? new Date();
  const platform = await q.findPostPlatform(db, userId, postId);
  if (!platform) throw new AppError('NOT_FOUND', 'Post not found');
  const hasRaw = options.rawData !== undefined && options.rawData !== null;
  const comments = (hasRaw ? parse(options.rawData, platform) : (options.comments ?? [])).slice(0, POST_COMMENTS_MAX);
  await q.saveComments(db, { userId, postId, comments, now });
  return { response_code: 200, comments, fetchedAt: now.toISOString() };
}
