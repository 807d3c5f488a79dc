import { archivePost, bulkArchivePosts, getPost, listPosts, PostIdParams, readPost } from '@inroad/contracts/post';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { compiledSuccessSerializer } from '../../http/compiled-serializer.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './post.service.ts';

export function registerPostRoutes(app: FastifyInstance, { db }: AppContext): void {
  // The inbox list is the busiest answer: serialised by a function compiled from its contract.
  authedRoute(app, listPosts, ({ userId, query }) => service.listPosts({ db, userId, query }), {
    serializerCompiler: compiledSuccessSerializer(listPosts.response),
  });
  authedRoute(app, getPost, async ({ userId, request }) => {
    // Path parameters are not part of the endpoint contracts: checked here, with the body checks' wording.
    const params = PostIdParams.safeParse(request.params);
    if (!params.success) throw new AppError('BAD_REQUEST', `id: ${params.error.issues[0]?.message ?? 'is invalid'}`);
    return service.getPost({ db, userId, id: params.data.id });
  });
  authedRoute(app, readPost, async ({ userId, body }) => {
    await service.readPost({ db, userId, id: body.id });
    return { status: 'success' as const };
  });
  authedRoute(app, archivePost, async ({ userId, body }) => {
    const alsoArchivedIds = await service.archivePost({ db, userId, body });
    return { status: 'success' as const, alsoArchivedIds };
  });
  authedRoute(app, bulkArchivePosts, async ({ userId, body }) => {
    const count = await service.bulkArchivePosts({ db, userId, body });
    return { status: 'success' as const, count };
  });
}
