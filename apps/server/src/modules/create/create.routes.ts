import { createAnswerSuggestion } from '@inroad/contracts/create';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { authedRoute } from '../../http/route.ts';
import { suggestPostDrafts } from './create.service.ts';

export function registerCreateRoutes(app: FastifyInstance, { ai }: AppContext): void {
  authedRoute(app, createAnswerSuggestion, ({ userId, body }) => suggestPostDrafts({ ai, userId, request: body }));
}
