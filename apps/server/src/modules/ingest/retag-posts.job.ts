import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { retagPostsOf } from './retag-posts.ts';

/** The posts a tracker or source tagged, brought in line after it was deleted or its tags or keywords edited. */
export const retagPostsJob: JobDefinition<AppContext, 'posts.retag'> = {
  name: 'posts.retag',
  batchSize: 1,
  async handle(ctx, payloads, signal) {
    for (const { userId, kind, id, before } of payloads) {
      await retagPostsOf({ db: ctx.db, userId, kind, id, before, ...(signal ? { signal } : {}) });
    }
  },
};
