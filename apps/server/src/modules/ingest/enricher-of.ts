import type { AppContext } from '../../app-context.ts';
import { getOnboardingAnswers } from '../onboarding/onboarding.service.ts';
import { createAiPostEnricher, type PostEnricher } from './post-enrichment.ts';

/**
 * The enricher background jobs use: the process's AI service, on behalf of one user, with the hot-lead keywords
 * they gave at onboarding (a post naming one is a 'Hot lead').
 */
export async function postEnricherFor(ctx: AppContext, userId: string): Promise<PostEnricher> {
  const answers = await getOnboardingAnswers({ db: ctx.db, userId });
  return createAiPostEnricher(ctx.ai, userId, answers?.hotLeadKeywords ?? []);
}
