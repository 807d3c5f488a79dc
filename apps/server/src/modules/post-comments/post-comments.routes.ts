import { NETWORK_JSON_VALUES_MAX } from '@inroad/contracts/json-limits';
import { getCachedLinkedinComments, storeLinkedinComments } from '@inroad/contracts/post-comments';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import * as service from './post-comments.service.ts';

export function registerPostCommentRoutes(app: FastifyInstance, { db }: AppContext): void {
  authedRoute(app, getCachedLinkedinComments, ({ userId, query }) =>
    service.getCachedComments({ db, userId, postId: query.postId }),
  );
  // rawData is LinkedIn's answer: it may hold as many values as any network answer a formatter reads.
  authedRoute(
    app,
    storeLinkedinComments,
    ({ userId, body }) =>
      service.storeComments({ db, userId, postId: body.post.id, rawData: body.rawData, comments: body.comments }),
    { config: { jsonValuesMax: NETWORK_JSON_VALUES_MAX } },
  );
}
