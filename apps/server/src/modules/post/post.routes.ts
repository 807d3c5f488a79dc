import { archivePost, bulkArchivePosts, listPosts, readPost } from '@inroad/contracts/post';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './post.service.ts';

export function registerPostRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, listPosts, ({ userId, query }) => service.listPosts({ db, userId, query }));
  authedRoute(app, readPost, async ({ userId, body }) => {
    await service.readPost({ db, userId, id: body.id });
    return { status: 'success' as const };
  });
  authedRoute(app, archivePost, async ({ userId, body }) => {
    await service.archivePost({ db, userId, body });
    return { status: 'success' as const };
  });
  authedRoute(app, bulkArchivePosts, async ({ userId, body }) => {
    const count = await service.bulkArchivePosts({ db, userId, body });
    return { status: 'success' as const, count };
  });
}
