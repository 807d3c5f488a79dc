import type { AppContext } from './app-context.ts';
import { registerEngageFailureHandlers } from './modules/engage/engage-effects.ts';
import { registerFeedRefreshClaimCheck } from './modules/feed-refresh/feed-refresh.service.ts';
import { registerExtensionPublishingHandlers } from './modules/publishing/extension-publishing.ts';

/**
 * What each module's extension instructions mean when handed out, done or failed. Both processes need them: the
 * API answers the extension's claims and reports, and the workers fail the instructions whose lease ran out
 * (`npm run worker` builds no routes, so the registrations cannot live beside them).
 */
export function registerInstructionHandlers(ctx: Pick<AppContext, 'queue'>): void {
  registerExtensionPublishingHandlers(ctx.queue);
  registerEngageFailureHandlers();
  registerFeedRefreshClaimCheck();
}
