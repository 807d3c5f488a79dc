import { listIntegrations } from '@inroad/contracts/integrations';
import {
  BEST_HOURS_MIN_POSTS,
  getBestHours,
  listPublications,
  listSubscribedSubreddits,
  retryPublication,
  setPublicationTarget,
} from '@inroad/contracts/publishing';
import { buildPublication } from './builders.ts';
import { type BackendContext, notFound, on, type Route } from './handler.ts';

/** Publications, their targets, the integrations they go out through and the best posting hours. */
export function publishingRoutes({ state, id, timeZone }: BackendContext): Route[] {
  return [
    on(listPublications, () => ({ publications: state.publications })),
    on(retryPublication, ({ body }) => {
      const found = state.publications.find((p) => p.id === body.id) ?? notFound('Publication not found');
      Object.assign(found, { status: 'scheduled', error: null });
      return found;
    }),
    on(setPublicationTarget, ({ body }) => {
      const integration = state.integrations.find((i) => i.id === body.integrationId) ?? null;
      if (body.integrationId !== null && !integration) notFound('Integration not found');
      const item = body.answerId !== undefined ? { answerId: body.answerId } : { variantId: body.variantId! };
      let found = state.publications.find((p) =>
        'answerId' in item ? p.answerId === item.answerId : p.variantId === item.variantId,
      );
      if (!found) {
        found = buildPublication({ id: id(), ...item });
        state.publications.push(found);
      }
      Object.assign(found, {
        platform: integration?.platform ?? 'linkedin',
        integrationId: integration?.id ?? null,
        subreddit: body.subreddit ?? null,
        title: body.title ?? null,
        redditKind: body.redditKind ?? null,
      });
      return found;
    }),
    on(getBestHours, () => ({
      timeZone,
      postsWithNumbers: state.postsWithNumbers,
      minPostsPerHour: BEST_HOURS_MIN_POSTS,
      hours: state.bestHours,
    })),
    on(listIntegrations, () => ({ integrations: state.integrations, available: { linkedin: true, reddit: true } })),
    on(listSubscribedSubreddits, () => ({ subreddits: state.subreddits, message: null })),
  ];
}
