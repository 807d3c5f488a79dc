import { createSource, deleteSource, listSources, setSourceActive, updateSource } from '@inroad/contracts/source';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './source.service.ts';

export function registerSourceRoutes(app: FastifyInstance, { db, queue }: AppContext): void {
  authedRoute(app, listSources, ({ userId }) => service.listSources({ db, userId }));
  authedRoute(app, createSource, ({ userId, body }) => service.createSource({ db, userId, body }));
  authedRoute(app, updateSource, ({ userId, body }) => service.updateSource({ db, queue, userId, body }));
  authedRoute(app, setSourceActive, ({ userId, body }) =>
    service.setSourceActive({ db, userId, id: body.id, active: body.active }),
  );
  authedRoute(app, deleteSource, async ({ userId, body }) => {
    await service.deleteSource({ db, queue, userId, id: body.id });
    return { status: 'success' as const };
  });
}
