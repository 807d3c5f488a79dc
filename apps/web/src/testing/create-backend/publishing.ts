import { deleteIntegration, listIntegrations } from '@inroad/contracts/integrations';
import {
  BEST_HOURS_MIN_POSTS,
  getBestHours,
  listPublications,
  listSubscribedSubreddits,
  type Publication,
  type PublicationTarget,
  retryPublication,
  setPublicationTarget,
} from '@inroad/contracts/publishing';
import type { z } from 'zod';
import { buildPublication } from './builders.ts';
import { type BackendContext, notFound, on, type Route } from './handler.ts';

/** Sets where an item goes, as the server does for setPublicationTarget and for a save that names its target. */
export function targetPublication(
  { state, id }: Pick<BackendContext, 'state' | 'id'>,
  item: { answerId: number } | { variantId: number },
  target: z.input<typeof PublicationTarget>,
): Publication {
  const integration = state.integrations.find((i) => i.id === target.integrationId) ?? null;
  if (target.integrationId !== null && !integration) notFound('Integration not found');
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
    subreddit: target.subreddit ?? null,
    title: target.title ?? null,
    redditKind: target.redditKind ?? null,
  });
  return found;
}

/** Publications, their targets, the integrations they go out through and the best posting hours. */
export function publishingRoutes({ state, id, timeZone }: BackendContext): Route[] {
  return [
    on(listPublications, () => ({ publications: state.publications })),
    on(retryPublication, ({ body }) => {
      const found = state.publications.find((p) => p.id === body.id) ?? notFound('Publication not found');
      Object.assign(found, { status: 'scheduled', error: null });
      return found;
    }),
    on(setPublicationTarget, ({ body }) =>
      targetPublication(
        { state, id },
        body.answerId !== undefined ? { answerId: body.answerId } : { variantId: body.variantId! },
        body,
      ),
    ),
    on(getBestHours, () => ({
      timeZone,
      postsWithNumbers: state.postsWithNumbers,
      minPostsPerHour: BEST_HOURS_MIN_POSTS,
      hours: state.bestHours,
    })),
    on(listIntegrations, () => ({ integrations: state.integrations, available: { linkedin: true, reddit: true } })),
    on(deleteIntegration, ({ body }) => {
      const index = state.integrations.findIndex((i) => i.id === body.id);
      if (index < 0) notFound('Integration not found');
      state.integrations.splice(index, 1);
      // As the server's foreign key does: the posts it was to publish lose their destination.
      for (const publication of state.publications) {
        if (publication.integrationId === body.id) publication.integrationId = null;
      }
      return { status: 'success' as const };
    }),
    on(listSubscribedSubreddits, () => ({ subreddits: state.subreddits, message: null })),
  ];
}
