import { PostEnrichJob } from '@inroad/contracts/jobs';
import { postEnricherFor } from '../modules/ingest/enricher-of.ts';
import { POST_ENRICH_JOB } from '../modules/ingest/ingest.service.ts';
import { enrichPosts } from '../modules/ingest/post-enrichment.ts';
import type { JobDefinition } from './registry.ts';

/** Content tags, summaries and pending AI rules of ingested posts (see enrichPosts). */
export const postEnrichJob: JobDefinition = {
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
