import type { AppContext } from '../../app-context.ts';
import { createAiPostEnricher, type PostEnricher } from './post-enrichment.ts';

/** The enricher background jobs use: the process's AI service, on behalf of one user. */
export function postEnricherFor(ctx: AppContext, userId: string): PostEnricher {
  return createAiPostEnricher(ctx.ai, userId);
}
