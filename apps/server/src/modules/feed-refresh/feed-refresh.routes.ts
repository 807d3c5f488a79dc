import { getFeedRefreshProgress, startFeedRefresh } from '@inroad/contracts/feed-refresh';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './feed-refresh.service.ts';

export function registerFeedRefreshRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, startFeedRefresh, ({ userId, body }) => service.startFeedRefresh({ db, userId, hard: body.hard }));
  authedRoute(app, getFeedRefreshProgress, ({ userId }) => service.getFeedRefreshProgress({ db, userId }));
}
