import { aiSuggestComments } from '@inroad/contracts/ai';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { suggestComments } from './post-ai.service.ts';

export function registerPostAiRoutes(app: FastifyInstance, { db, ai }: AppContext): void {
  authedRoute(app, aiSuggestComments, ({ userId, body }) => suggestComments({ db, ai, userId, postId: body.id }));
}
