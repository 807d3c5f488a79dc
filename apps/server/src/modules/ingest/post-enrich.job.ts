import { PostEnrichJob } from '@inroad/contracts/jobs';
import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { postEnricherFor } from './enricher-of.ts';
import { POST_ENRICH_JOB } from './ingest.service.ts';
import { enrichPosts } from './post-enrichment.ts';

/** Content tags, summaries and pending AI rules of ingested posts (see enrichPosts). */
export const postEnrichJob: JobDefinition<AppContext> = {
  name: POST_ENRICH_JOB,
  batchSize: 1,
  async handle(ctx, payloads) {
    for (const payload of payloads) {
      const { userId, postIds } = PostEnrichJob.parse(payload);
      await enrichPosts({
        db: ctx.db,
        userId,
        postIds,
        enricher: await postEnricherFor(ctx, userId),
        logger: ctx.logger,
      });
    }
  },
};
