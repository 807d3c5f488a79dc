import type { AiCommentSuggestions } from '@inroad/contracts/ai';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AiService } from '../../platform/ai/ai-service.ts';
import * as q from './post-ai.queries.ts';

/** Three comments the user could post on one of their posts, written as the user. */
export async function suggestComments(options: {
  db: Db;
  ai: AiService;
  userId: string;
  postId: string;
}): Promise<AiCommentSuggestions> {
  const post = await q.findPostForSuggestions(options.db, options.userId, options.postId);
  if (!post) throw notFound('Post');
  const user = await q.findCommenter(options.db, options.userId);
  return options.ai.suggestComments({
    userId: options.userId,
    post: {
      id: post.id,
      platform: post.platform,
      content: post.content,
      posterName: post.posterName ?? '',
      posterHeadline: post.posterHeadline ?? undefined,
    },
    user: { firstName: user?.firstName || undefined, lastName: user?.lastName || undefined },
  });
}
