import {
  getBestHours,
  listPublications,
  listSubscribedSubreddits,
  retryPublication,
  setPublicationTarget,
} from '@inroad/contracts/publishing';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { bestHours } from './best-hours.ts';
import * as service from './publishing.service.ts';

export function registerPublishingRoutes(app: FastifyInstance, ctx: AppContext): void {
  authedRoute(app, listPublications, async ({ userId }) => ({
    publications: await service.listPublications(ctx, userId),
  }));
  authedRoute(app, setPublicationTarget, ({ userId, body }) => service.setTarget(ctx, userId, body));
  authedRoute(app, retryPublication, ({ userId, body }) => service.retryPublication(ctx, userId, body.id));
  authedRoute(app, getBestHours, ({ userId }) => bestHours({ db: ctx.db, userId }));
  authedRoute(app, listSubscribedSubreddits, ({ userId, query }) =>
    service.subscribedSubreddits(ctx, userId, query.integrationId),
  );
}
