import {
  createTracker,
  deleteTracker,
  listTrackers,
  rerunTrackerRetroactive,
  updateTracker,
} from '@inroad/contracts/tracker';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './tracker.service.ts';

export function registerTrackerRoutes(app: FastifyInstance, { db, queue }: AppContext): void {
  authedRoute(app, listTrackers, ({ userId }) => service.listTrackers({ db, userId }));
  authedRoute(app, createTracker, ({ userId, body }) => service.createTracker({ db, queue, userId, body }));
  authedRoute(app, rerunTrackerRetroactive, ({ userId, body }) =>
    service.rerunRetroactive({ db, queue, userId, body }),
  );
  authedRoute(app, updateTracker, ({ userId, body }) => service.updateTracker({ db, queue, userId, body }));
  authedRoute(app, deleteTracker, async ({ userId, body }) => {
    await service.deleteTracker({ db, queue, userId, id: body.id });
    return { status: 'success' as const };
  });
}
