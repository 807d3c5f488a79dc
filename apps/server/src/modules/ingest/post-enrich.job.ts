import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { postEnricherFor } from './enricher-of.ts';
import { enrichPosts } from './post-enrichment.ts';

/** Content tags, summaries and pending AI rules of ingested posts (see enrichPosts). */
export const postEnrichJob: JobDefinition<AppContext, 'post.enrich'> = {
  name: 'post.enrich',
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const { userId, postIds, sourceId } of payloads) {
      await enrichPosts({
        db: ctx.db,
        userId,
        postIds,
        sourceId: sourceId ?? null,
        enricher: await postEnricherFor(ctx, userId),
        logger: ctx.logger,
      });
    }
  },
};
