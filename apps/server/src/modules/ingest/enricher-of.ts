import type { AppContext } from '../../app-context.ts';
import { type AiService, createAiService } from '../../platform/ai/ai-service.ts';
import { createAiPostEnricher, type PostEnricher } from './post-enrichment.ts';

// One AI service per process context: it holds the concurrency slots and the daily-allowance counter.
const services = new WeakMap<AppContext, AiService>();

function aiServiceOf(ctx: AppContext): AiService {
  let ai = services.get(ctx);
  if (!ai) {
    ai = createAiService({
      ...ctx.config.ai,
      logger: { warn: (details, message) => ctx.logger.warn(details, message) },
    });
    services.set(ctx, ai);
  }
  return ai;
}

export function postEnricherFor(ctx: AppContext, userId: string): PostEnricher {
  return createAiPostEnricher(aiServiceOf(ctx), userId);
}
