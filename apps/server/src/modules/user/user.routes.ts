import { completeWelcomeScreen, getUserSettings, updateMetadataFlag, updateUserSettings } from '@inroad/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './user.service.ts';

export function registerUserRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, getUserSettings, ({ userId }) => service.getUserSettings({ db, userId }));
  authedRoute(app, updateUserSettings, ({ userId, body }) => service.updateUserSettings({ db, userId, changes: body }));
  authedRoute(app, updateMetadataFlag, ({ userId, body }) =>
    service.setMetadataFlag({ db, userId, flag: body.flag, value: body.value }),
  );
  authedRoute(app, completeWelcomeScreen, ({ userId }) => service.completeWelcomeScreen({ db, userId }));
}
