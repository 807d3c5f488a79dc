import { onboardingAiKeywords, onboardingAiTopics } from '@inroad/contracts/ai';
import { completeGettingStartedGuide, submitOnboarding } from '@inroad/contracts/onboarding';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { type AiService, createAiService } from '../../platform/ai/ai-service.ts';
import * as service from './onboarding.service.ts';

// One AI service per app context: it holds the concurrency slots and the per-user daily allowance.
const aiServices = new WeakMap<AppContext, AiService>();

function aiServiceOf(ctx: AppContext): AiService {
  let ai = aiServices.get(ctx);
  if (!ai) {
    ai = createAiService({
      ...ctx.config.ai,
      logger: { warn: (details, message) => ctx.logger.warn(details, message) },
    });
    aiServices.set(ctx, ai);
  }
  return ai;
}

export function registerOnboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, queue } = ctx;
  authedRoute(app, submitOnboarding, ({ userId, body }) => service.submitOnboarding({ db, queue, userId, data: body }));
  authedRoute(app, completeGettingStartedGuide, async ({ userId, body }) => {
    await service.recordGettingStartedGuide({ db, userId, complete: body.complete });
    return { status: 'success' as const };
  });
  authedRoute(app, onboardingAiTopics, ({ userId, body }) =>
    service.suggestTopics({ ai: aiServiceOf(ctx), userId, prompt: body.prompt }),
  );
  authedRoute(app, onboardingAiKeywords, ({ userId, body }) =>
    service.suggestKeywords({ ai: aiServiceOf(ctx), userId, prompt: body.prompt }),
  );
}
