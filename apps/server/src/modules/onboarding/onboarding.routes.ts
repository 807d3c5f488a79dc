import { onboardingAiKeywords, onboardingAiTopics } from '@inroad/contracts/ai';
import { completeGettingStartedGuide, submitOnboarding } from '@inroad/contracts/onboarding';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './onboarding.service.ts';

export function registerOnboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, queue, ai } = ctx;
  authedRoute(app, submitOnboarding, ({ userId, body }) => service.submitOnboarding({ db, queue, userId, data: body }));
  authedRoute(app, completeGettingStartedGuide, async ({ userId, body }) => {
    await service.recordGettingStartedGuide({ db, userId, complete: body.complete });
    return { status: 'success' as const };
  });
  authedRoute(app, onboardingAiTopics, ({ userId, body }) =>
    service.suggestTopics({ ai, userId, prompt: body.prompt }),
  );
  authedRoute(app, onboardingAiKeywords, ({ userId, body }) =>
    service.suggestKeywords({ ai, userId, prompt: body.prompt }),
  );
}
